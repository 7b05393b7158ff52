import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from './kysely';
import { CHECKPOINT_INTERVAL_MS, RESTART_WAL_PAGES, startCheckpointer } from './sqlite-checkpointer';

const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** SQLite's WAL is copied into the database file by a worker thread, never inside a request's commit. */
describe('SQLite checkpoints off the event loop', () => {
  it('copies committed pages into the database file while the serving connection never checkpoints', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ckpt-'));
    const file = path.join(dir, 'db.sqlite');
    const { db } = createDb({ databaseUrl: null, sqlitePath: file });
    await sql`create table blobs (id integer primary key, data blob not null)`.execute(db);
    const before = size(file);
    // About 2 MiB in 200 commits; the serving connection's own automatic checkpoint is off, so only the
    // checkpointer can move these pages into the database file.
    for (let i = 0; i < 200; i += 1) {
      await sql`insert into blobs (data) values (randomblob(10000))`.execute(db);
    }
    expect(size(`${file}-wal`)).toBeGreaterThan(2_000_000);
    expect(await until(() => size(file) > before + 2_000_000)).toBe(true);
    const { rows } = await sql<{ n: number }>`select count(*) as n from blobs`.execute(db);
    expect(rows[0].n).toBe(200);

    await db.destroy();
    // The checkpointer closes its connection too: the last one to close removes the WAL.
    expect(await until(() => !fs.existsSync(`${file}-wal`))).toBe(true);
    const reopened = createDb({ databaseUrl: null, sqlitePath: file });
    const again = await sql<{ n: number }>`select count(*) as n from blobs`.execute(reopened.db);
    expect(again.rows[0].n).toBe(200);
    await reopened.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts the WAL over once it passes RESTART_WAL_PAGES, though commits keep coming', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ckpt-'));
    const file = path.join(dir, 'db.sqlite');
    const { db } = createDb({ databaseUrl: null, sqlitePath: file });
    await sql`create table blobs (id integer primary key, data blob not null)`.execute(db);
    const observer = new SQLite(file);
    const walFrames = () => (observer.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0].log;
    // Commits without a pause, several checkpoint intervals long, well past the restart threshold.
    const started = Date.now();
    let commits = 0;
    while (commits < RESTART_WAL_PAGES * 2 || Date.now() - started < CHECKPOINT_INTERVAL_MS * 5) {
      await sql`insert into blobs (data) values (randomblob(4000))`.execute(db);
      commits += 1;
    }
    // The WAL never held every frame ever written: it was started over while the commits went on.
    expect(walFrames()).toBeLessThan(commits);
    expect(await until(() => walFrames() < RESTART_WAL_PAGES)).toBe(true);
    await sql`insert into blobs (data) values (randomblob(4000))`.execute(db);
    expect(walFrames()).toBeLessThan(RESTART_WAL_PAGES);
    observer.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reports a checkpointer that cannot start, and never leaves anyone waiting on it', async () => {
    const errors: string[] = [];
    const missing = path.join(os.tmpdir(), `pb-ckpt-missing-${process.pid}`, 'nope.sqlite');
    const checkpointer = startCheckpointer(missing, (message) => errors.push(message));
    await checkpointer.checkpoint();
    expect(await until(() => errors.length > 0, CHECKPOINT_INTERVAL_MS * 10)).toBe(true);
    expect(errors[0]).toMatch(/unable to open|does not exist|directory/i);
    await checkpointer.stop();
  });
});
