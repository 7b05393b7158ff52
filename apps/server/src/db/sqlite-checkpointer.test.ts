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

  /** Commits `commits` rows (for half a second at least), calling `pause` after every `yieldEvery`. */
  const stream = async (
    db: Db,
    { commits, yieldEvery, pause }: { commits: number; yieldEvery: number; pause?: () => Promise<unknown> },
  ) => {
    const started = Date.now();
    let done = 0;
    while (done < commits || Date.now() - started < CHECKPOINT_INTERVAL_MS * 5) {
      await sql`insert into blobs (data) values (randomblob(4000))`.execute(db);
      done += 1;
      if (done % yieldEvery === 0) await (pause?.() ?? new Promise((resolve) => setTimeout(resolve, 1)));
    }
    return done;
  };

  it('lets the WAL start over between bursts of commits, without the serving connection checkpointing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ckpt-'));
    const file = path.join(dir, 'db.sqlite');
    const { db } = createDb({ databaseUrl: null, sqlitePath: file });
    await sql`create table blobs (id integer primary key, data blob not null)`.execute(db);
    // Bursts of 100 commits with a pause after each, as a party's joins and photos come: each commit appends at
    // least one 4 KiB page, and a WAL never started over would hold them all. A pause lasts until the
    // checkpointer's timer has copied pages into the database file (a busy machine runs it late, not never).
    const pause = async () => {
      const before = size(file);
      await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_INTERVAL_MS));
      expect(await until(() => size(file) > before, 15_000)).toBe(true);
    };
    const commits = await stream(db, { commits: 3000, yieldEvery: 100, pause });
    expect(size(`${file}-wal`)).toBeLessThan((commits * 4096) / 2);
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('never fails a transaction that reads, then writes, while it checkpoints', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ckpt-'));
    const file = path.join(dir, 'db.sqlite');
    const { db } = createDb({ databaseUrl: null, sqlitePath: file });
    await sql`create table blobs (id integer primary key, data blob not null)`.execute(db);
    // A join's shape: a deferred transaction reads first and writes after. Had the checkpointer taken the
    // writer's lock meanwhile, the write would fail at once with SQLITE_BUSY (no busy wait inside a transaction).
    const started = Date.now();
    let transactions = 0;
    while (Date.now() - started < CHECKPOINT_INTERVAL_MS * 15) {
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from blobs`.execute(trx);
        await sql`insert into blobs (data) values (randomblob(8000))`.execute(trx);
      });
      transactions += 1;
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from blobs`.execute(db);
    expect(rows[0].n).toBe(transactions);
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the WAL bounded when commits outrun the checkpointer: the serving connection copies it then', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ckpt-'));
    const file = path.join(dir, 'db.sqlite');
    const { db } = createDb({ databaseUrl: null, sqlitePath: file, walFallbackPages: 500 });
    await sql`create table blobs (id integer primary key, data blob not null)`.execute(db);
    // Commits back to back, never yielding to a timer: each appends at least one 4 KiB page.
    const commits = await stream(db, { commits: 5000, yieldEvery: Number.MAX_SAFE_INTEGER });
    expect(size(`${file}-wal`)).toBeLessThan((commits * 4096) / 2);
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
    // 5,000 commits take seconds alone and several times that on a machine running other suites.
  }, 60_000);

  it("db.destroy() resolves once the checkpointer's connection is closed too: nothing writes to the folder after it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ckpt-'));
    const file = path.join(dir, 'db.sqlite');
    const { db } = createDb({ databaseUrl: null, sqlitePath: file });
    await sql`create table t (id integer primary key)`.execute(db);
    await db.destroy();
    // Nothing touches the folder after it (a checkpointer closing late would open, then remove, the WAL).
    const touched: string[] = [];
    const watcher = fs.watch(dir, (event, name) => touched.push(`${event} ${name}`));
    await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_INTERVAL_MS * 5));
    watcher.close();
    expect(touched).toEqual([]);
    // The last connection to close removed the WAL and its index.
    expect(fs.readdirSync(dir)).toEqual(['db.sqlite']);
    fs.rmSync(dir, { recursive: true });
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
