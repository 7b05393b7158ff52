import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../processes';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/**
 * DATA_DIR holds the SQLite database (and with it the generated JWT secret) and the photos: nobody but the
 * server's own user may read it. Checked on a real server process, fresh and on a folder made looser before.
 */
describe('DATA_DIR file modes', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-modes-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('a fresh DATA_DIR is 0700 and the database, its WAL and the media folder are private', async () => {
    const dataDir = path.join(root, 'fresh');
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    // A write, so the WAL and shared-memory files exist.
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'modes@example.com',
        password: 'a long private phrase',
        confirmPassword: 'a long private phrase',
      }),
    });
    expect(res.status).toBe(201);
    const db = path.join(dataDir, 'picture-bingo.sqlite');
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of [db, `${db}-wal`, `${db}-shm`]) expect([file, modeOf(file)]).toEqual([file, 0o600]);
    expect(modeOf(path.join(dataDir, 'media'))).toBe(0o700);
    // Whatever else the server wrote there is private too.
    for (const entry of fs.readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      expect([file, modeOf(file) & 0o077]).toEqual([file, 0]);
    }
    await server.stop();
  });

  it('tightens a DATA_DIR and database left readable by others, and says so', async () => {
    const dataDir = path.join(root, 'loose');
    const first = await startServer({ DATA_DIR: dataDir });
    await first.stop();
    const db = path.join(dataDir, 'picture-bingo.sqlite');
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(db, 0o644);
    fs.chmodSync(path.join(dataDir, 'media'), 0o755);

    const second = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await second.stop();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(db)).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'media'))).toBe(0o700);
    expect(second.log()).toMatch(/made private \(0700\/0600\)/);
  }, 120_000);
});
