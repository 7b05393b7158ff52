import fs from 'node:fs';
import path from 'node:path';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * DATA_DIR holds the SQLite database (with the generated JWT secret) and the photos: only the server's own user
 * may read it. From here on every file and folder the process creates is private (umask 077: the SQLite WAL
 * and shared-memory files, photos written later, folders made by libraries), and what an older version or an
 * operator left readable is tightened. Returns what was tightened, for the start-up log.
 */
export function secureDataDir(dataDir: string, sqliteFile: string | null): string[] {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  const tightened: string[] = [];
  const tighten = (target: string, mode: number) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if ((stat.mode & 0o777 & ~mode) === 0) return;
    fs.chmodSync(target, mode);
    tightened.push(target);
  };
  tighten(dataDir, PRIVATE_DIR);
  tighten(path.join(dataDir, 'media'), PRIVATE_DIR);
  if (sqliteFile) {
    for (const file of [sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`]) tighten(file, PRIVATE_FILE);
  }
  return tightened;
}
