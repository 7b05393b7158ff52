import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { isMediaKey } from '../storage/media-store';

/** The database file's name, in DATA_DIR and in a backup alike. */
export const SQLITE_FILE = 'picture-bingo.sqlite';
/** What a backup holds besides the database and media/: what it is and what it counts. */
export const MANIFEST_FILE = 'backup.json';

export interface BackupResult {
  /** Photos (and thumbnails) in the backup: exactly the files its database names. */
  files: number;
  /** Files the database names that were deleted from DATA_DIR before they could be copied (0 in practice). */
  missing: string[];
}

function isNotFound(error: unknown) {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** A directory that is missing or empty (a backup or a restore never mixes with what is there). */
function assertEmptyDir(dir: string, what: string) {
  if (!fs.existsSync(dir)) return;
  if (!fs.statSync(dir).isDirectory()) throw new Error(`${what} ${dir} is not a directory`);
  if (fs.readdirSync(dir).length > 0) throw new Error(`${what} ${dir} is not empty`);
}

/** Copies one file whole or not at all (a temporary name, renamed once complete); false when the source is gone. */
async function copyWhole(from: string, to: string): Promise<boolean> {
  const temp = path.join(path.dirname(to), `.tmp-${randomBytes(8).toString('hex')}`);
  try {
    await fs.promises.copyFile(from, temp);
    await fs.promises.rename(temp, to);
    return true;
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** Whole photo files in a media folder: a key's name only (a `.tmp-` file is a write still under way). */
function mediaFiles(dir: string): string[] {
  try {
    return fs.readdirSync(dir).filter(isMediaKey);
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

/** Copies the media files not copied yet; files deleted meanwhile are skipped. */
async function copyNewMedia(from: string, to: string, copied: Set<string>) {
  for (const key of mediaFiles(from)) {
    if (copied.has(key)) continue;
    if (await copyWhole(path.join(from, key), path.join(to, key))) copied.add(key);
  }
}

/**
 * Every media key a database names: cells' photos, rejected photos kept for their undo time and the events' logos
 * (the same tables the orphan sweep keeps, db/repositories/media.repo.ts).
 */
function referencedKeys(database: SQLite.Database): Set<string> {
  const rows = database
    .prepare(
      `select image_key as k from cells where image_key is not null
       union select thumb_key from cells where thumb_key is not null
       union select image_key from rejected_photos
       union select thumb_key from rejected_photos where thumb_key is not null
       union select logo_key from games where logo_key is not null`,
    )
    .pluck()
    .all() as string[];
  return new Set(rows);
}

/**
 * Backs up a running SQLite install (DATA_DIR) into an empty `target`. The order keeps every photo with its row:
 * the media files are copied first (a photo is written before the row naming it is committed), then the
 * database through SQLite's online backup API (one consistent snapshot while the server keeps writing), then
 * the files that arrived meanwhile (rows in the snapshot may name them). Last, files the snapshot does not name
 * (uploads committed after it) are dropped, so the backup holds exactly its rows' photos. A photo being written
 * is a `.tmp-` file until whole: it is never copied half.
 */
export async function backupSqlite(dataDir: string, target: string): Promise<BackupResult> {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(source)) throw new Error(`no SQLite database at ${source}`);
  assertEmptyDir(target, 'backup directory');
  const media = path.join(target, 'media');
  fs.mkdirSync(media, { recursive: true, mode: 0o700 });
  fs.chmodSync(target, 0o700);

  const liveMedia = path.join(dataDir, 'media');
  const copied = new Set<string>();
  await copyNewMedia(liveMedia, media, copied);

  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    // Every remaining page in one step: a write from the server between steps would restart the copy.
    await live.backup(path.join(target, SQLITE_FILE), { progress: () => 0x7fffffff });
  } finally {
    live.close();
  }
  fs.chmodSync(path.join(target, SQLITE_FILE), 0o600);

  await copyNewMedia(liveMedia, media, copied);

  const snapshot = new SQLite(path.join(target, SQLITE_FILE), { fileMustExist: true });
  let keys: Set<string>;
  try {
    keys = referencedKeys(snapshot);
  } finally {
    snapshot.close();
  }
  for (const key of copied) {
    if (!keys.has(key)) fs.rmSync(path.join(media, key));
  }
  const missing = [...keys].filter((key) => !copied.has(key)).sort();
  const files = keys.size - missing.length;
  fs.writeFileSync(
    path.join(target, MANIFEST_FILE),
    `${JSON.stringify({ format: 1, kind: 'sqlite', createdAt: new Date().toISOString(), files, missing }, null, 2)}\n`,
    { mode: 0o600 },
  );
  return { files, missing };
}

/**
 * Puts a backup back into an empty DATA_DIR (the server stopped): the photos first, the database last, so a
 * restore cut short leaves no database naming photos that are not there. Files are private (0700/0600).
 */
export async function restoreSqlite(backup: string, dataDir: string): Promise<{ files: number }> {
  const database = path.join(backup, SQLITE_FILE);
  if (!fs.existsSync(path.join(backup, MANIFEST_FILE)) || !fs.existsSync(database)) {
    throw new Error(`${backup} is not a Picture Bingo backup (no ${MANIFEST_FILE} or ${SQLITE_FILE})`);
  }
  assertEmptyDir(dataDir, 'DATA_DIR');
  const media = path.join(dataDir, 'media');
  fs.mkdirSync(media, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  let files = 0;
  for (const key of mediaFiles(path.join(backup, 'media'))) {
    if (await copyWhole(path.join(backup, 'media', key), path.join(media, key))) files++;
  }
  await copyWhole(database, path.join(dataDir, SQLITE_FILE));
  fs.chmodSync(path.join(dataDir, SQLITE_FILE), 0o600);
  return { files };
}
