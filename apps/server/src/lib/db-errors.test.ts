import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/processes';
import { testDbKind } from '../../test/test-app';
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors';

/** Runs `work` and returns what it threw (the test fails if it did not throw). */
async function thrown(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable: errors a retry may get past (503)', () => {
  it('a refused connection, as node-postgres reports it (nothing listens on the port)', async () => {
    const port = await freePort();
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/none` });
    const error = await thrown(() => client.connect());
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a pool that cannot connect: pg-pool passes the refusal on', async () => {
    const port = await freePort();
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/none`, max: 1 });
    pool.on('error', () => undefined);
    const error = await thrown(() => pool.query('SELECT 1'));
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('SQLite: another connection held the write lock past busy_timeout (SQLITE_BUSY)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-db-errors-'));
    const file = path.join(dir, 'busy.sqlite');
    const holder = new SQLite(file);
    const other = new SQLite(file, { timeout: 0 });
    try {
      holder.exec('CREATE TABLE t (x INTEGER)');
      holder.exec('BEGIN IMMEDIATE');
      let error: unknown = null;
      try {
        other.exec('BEGIN IMMEDIATE');
      } catch (e) {
        error = e;
      }
      expect((error as { code?: string } | null)?.code).toMatch(/^SQLITE_BUSY/);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      holder.close();
      other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['ECONNRESET', 'a connection reset'],
    ['ETIMEDOUT', 'a connect timeout'],
    ['EPIPE', 'writing to a closed socket'],
    ['EAI_AGAIN', 'a DNS lookup that failed for now'],
    ['57P01', 'PostgreSQL: terminating connection due to administrator command (fast shutdown)'],
    ['57P02', 'PostgreSQL: crash shutdown'],
    ['57P03', 'PostgreSQL: the database system is starting up'],
    ['53300', 'PostgreSQL: too many connections'],
    ['57014', 'PostgreSQL: statement cancelled by statement_timeout'],
    ['08006', 'PostgreSQL: connection failure (class 08)'],
    ['08001', 'PostgreSQL: unable to establish a connection'],
    ['SQLITE_LOCKED', 'SQLite: a table locked by this connection'],
  ])('code %s (%s)', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
  ])('node-postgres message "%s" (no code)', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it('looks through cause, and through AggregateError (every address of a host name refused)', () => {
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode('ECONNREFUSED') }))).toBe(true);
    const refusedEverywhere = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(refusedEverywhere)).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: refusedEverywhere }))).toBe(true);
  });
});

describe('isDatabaseUnavailable: errors a retry will not fix (not a 503)', () => {
  it.each([
    ['23505', 'a unique violation'],
    ['23503', 'a foreign key violation'],
    ['42P01', 'an undefined table'],
    ['42601', 'a syntax error'],
    ['SQLITE_CONSTRAINT_UNIQUE', 'SQLite: a unique violation'],
    ['SQLITE_ERROR', 'SQLite: an SQL error'],
    ['ENOENT', 'a missing file'],
  ])('code %s (%s)', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });

  it('plain errors, non-errors, and a message that only mentions a connection', () => {
    expect(isDatabaseUnavailable(new Error('Something broke'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Invalid connection string'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    for (const value of [null, undefined, 'ECONNREFUSED', 503, { code: 503 }]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
    expect(isDatabaseUnavailable(new AggregateError([new Error('a'), withCode('23505')], ''))).toBe(false);
  });

  it('a cycle of causes ends (depth-limited)', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });

  it('a real SQLite unique violation', () => {
    const database = new SQLite(':memory:');
    database.exec('CREATE TABLE t (x INTEGER PRIMARY KEY)');
    database.exec('INSERT INTO t VALUES (1)');
    let error: unknown = null;
    try {
      database.exec('INSERT INTO t VALUES (1)');
    } catch (e) {
      error = e;
    }
    database.close();
    expect(isUniqueViolation(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

// The PostgreSQL errors themselves, from the test database (the PostgreSQL project only).
if (testDbKind === 'postgres')
  describe('isDatabaseUnavailable on a live PostgreSQL', () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const clients: pg.Client[] = [];
    const connect = async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      clients.push(client);
      return client;
    };
    afterAll(async () => {
      await Promise.allSettled(clients.map((c) => c.end()));
    });

    it('a statement cancelled by statement_timeout is unavailable; a syntax error is not', async () => {
      const client = await connect();
      await client.query('SET statement_timeout = 50');
      const timedOut = await thrown(() => client.query('SELECT pg_sleep(2)'));
      expect((timedOut as { code?: string }).code).toBe('57014');
      expect(isDatabaseUnavailable(timedOut)).toBe(true);
      const syntax = await thrown(() => client.query('SELEKT 1'));
      expect(isDatabaseUnavailable(syntax)).toBe(false);
    });

    it('a connection the server terminates (as a restart does) is unavailable, and so is the next query', async () => {
      const victim = await connect();
      const admin = await connect();
      const pid = ((await victim.query('SELECT pg_backend_pid() AS pid')).rows[0] as { pid: number }).pid;
      const running = thrown(() => victim.query('SELECT pg_sleep(5)'));
      // Wait until the sleep is under way, then end that backend.
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query(
          "SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND query LIKE 'SELECT pg_sleep%'",
          [pid],
        );
        if (rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      const terminated = await running;
      expect(isDatabaseUnavailable(terminated)).toBe(true);
      expect(isDatabaseUnavailable(await thrown(() => victim.query('SELECT 1')))).toBe(true);
    });
  });
