import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from './kysely';
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
    // About 2 MiB in 200 commits: below the serving connection's own threshold (16 MiB), so only the
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
