import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, type Db } from './kysely';
import { CHECKPOINT_INTERVAL_MS, startCheckpointer } from './sqlite-checkpointer';

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
    // About 2 MiB in 200 commits, below the serving connection's own threshold (64 MiB): only the
    // checkpointer can move these pages into the database file.
    for (let i = 0; i < 200; i += 1) {
      await sql`insert into blobs (data) values (randomblob(10000))`.execute(db);
    }
    expect(size(`${file}-wal`)).toBeGreaterThan(2_000_000);
    expect(await until(() => size(file) > before + 2_000_000, 15_000)).toBe(true);
    const { rows } = await sql<{ n: number }>`select count(*) as n from blobs`.execute(db);
    expect(rows[0].n).toBe(200);

    await db.destroy();
    // Everything committed is there after both connections closed.
    const reopened = createDb({ databaseUrl: null, sqlitePath: file });
    const again = await sql<{ n: number }>`select count(*) as n from blobs`.execute(reopened.db);
    expect(again.rows[0].n).toBe(200);
    await reopened.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const stream = async (db: Db, { commits, yieldEvery }: { commits: number; yieldEvery: number }) => {
    const started = Date.now();
    let done = 0;
    while (done < commits || Date.now() - started < CHECKPOINT_INTERVAL_MS * 10) {
      await sql`insert into blobs (data) values (randomblob(4000))`.execute(db);
      done += 1;
      if (done % yieldEvery === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return done;
  };

  it('starts the WAL over while commits keep coming, without the serving connection checkpointing', async () => {
    const walAfterStream = async (restartPages: number) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ckpt-'));
      const file = path.join(dir, 'db.sqlite');
      const { db } = createDb({
        databaseUrl: null,
        sqlitePath: file,
        walLimits: { restartPages, fallbackPages: 1_000_000 },
      });
      await sql`create table blobs (id integer primary key, data blob not null)`.execute(db);
      // A steady stream (a few commits per millisecond) over ten checkpoint intervals.
      await stream(db, { commits: 3000, yieldEvery: 10 });
      const bytes = size(`${file}-wal`);
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
      return bytes;
    };
    const neverRestarted = await walAfterStream(1_000_000);
    const restarted = await walAfterStream(200);
    // The same stream grows a WAL that is never started over far past one started over at 200 pages.
    expect(neverRestarted).toBeGreaterThan(3000 * 4096);
    expect(restarted).toBeLessThan(neverRestarted / 2);
  });

  it('keeps the WAL bounded when commits outrun the checkpointer: the serving connection copies it then', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ckpt-'));
    const file = path.join(dir, 'db.sqlite');
    const limits = { restartPages: 1_000_000, fallbackPages: 500 };
    const { db } = createDb({ databaseUrl: null, sqlitePath: file, walLimits: limits });
    await sql`create table blobs (id integer primary key, data blob not null)`.execute(db);
    // Commits back to back, never yielding to a timer: each appends at least one 4 KiB page.
    const commits = await stream(db, { commits: 5000, yieldEvery: Number.MAX_SAFE_INTEGER });
    expect(size(`${file}-wal`)).toBeLessThan((commits * 4096) / 2);
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
