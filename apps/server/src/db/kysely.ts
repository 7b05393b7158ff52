import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Driver } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { migrationProvider } from './migrations';
import {
  DEFAULT_AUTOCHECKPOINT_PAGES,
  FALLBACK_AUTOCHECKPOINT_PAGES,
  startCheckpointer,
  type Checkpointer,
} from './sqlite-checkpointer';
import { allowIdleReads, cachingStatements, type SqliteStatements } from './sqlite-statements';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface DbOptions {
  /** postgres:// URL; when absent, SQLite at sqlitePath. */
  databaseUrl: string | null;
  sqlitePath: string;
  /** WAL pages past which SQLite's serving connection checkpoints by itself (tests make it small). */
  walFallbackPages?: number;
}

/**
 * Bounds on waiting for PostgreSQL, so a request never hangs on it: a connection (new, or a free one from the
 * pool) within 5 s, a statement within 15 s (server side). Past either, or while PostgreSQL is down or
 * restarting, the request fails at once and is answered 503 (errors.ts); the pool reconnects by itself.
 */
export const PG_CONNECTION_TIMEOUT_MS = 5_000;
export const PG_STATEMENT_TIMEOUT_MS = 15_000;

const pools = new WeakMap<Db, pg.Pool>();

/** A PostgreSQL database's connection pool as the metrics read it; null for SQLite (one connection, no pool). */
export function poolStatsOf(db: Db): { total: number; idle: number; waiting: number } | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

export function createDb(options: DbOptions): { db: Db; kind: DbKind } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: PG_CONNECTION_TIMEOUT_MS,
      statement_timeout: PG_STATEMENT_TIMEOUT_MS,
      // A transaction left open by a request that died holds its locks for at most this long.
      idle_in_transaction_session_timeout: PG_STATEMENT_TIMEOUT_MS,
      // A peer that vanished without closing the connection is noticed by TCP keepalive.
      keepAlive: true,
    });
    // A client that loses its connection must not crash the process. The pool hears idle clients ('error' on the
    // pool) and replaces them; a checked-out client (between two statements of a request) emits 'error' on itself,
    // so each client gets its own listener: its next statement fails ("not queryable", a 503) and the pool drops
    // it on release.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return { db, kind: 'postgres' };
  }
  if (options.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  const database = new SQLite(options.sqlitePath);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  let checkpointer: Checkpointer | null = null;
  if (options.sqlitePath !== ':memory:') {
    database.pragma(`wal_autocheckpoint = ${options.walFallbackPages ?? FALLBACK_AUTOCHECKPOINT_PAGES}`);
    checkpointer = startCheckpointer(options.sqlitePath, (message, stopped) => {
      process.emitWarning(`SQLite checkpoint failed: ${message}`);
      if (stopped && database.open) database.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    });
  }
  const sqlite = cachingStatements(database, () => {
    void checkpointer?.stop();
    database.close();
  });
  const db = new Kysely<Database>({ dialect: new CheckpointedSqliteDialect(sqlite, checkpointer) });
  allowIdleReads(db, sqlite);
  return { db, kind: 'sqlite' };
}

/**
 * Kysely's SQLite dialect whose `db.destroy()` also waits for the checkpointer's worker to close its own
 * connection (Kysely's driver only calls `close()`, which cannot wait). Without this, a worker still starting when
 * the database was closed opened it afterwards, creating and removing the WAL in a folder its owner was deleting.
 */
class CheckpointedSqliteDialect extends SqliteDialect {
  constructor(
    database: SqliteStatements,
    private readonly checkpointer: Checkpointer | null,
  ) {
    super({ database });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const destroy = driver.destroy.bind(driver);
    const { checkpointer } = this;
    driver.destroy = async () => {
      await destroy();
      await checkpointer?.stop();
    };
    return driver;
  }
}

/** Brings the schema up to date; safe to run on every start and from several nodes at once (PostgreSQL locks). */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`);
  }
}
