import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many compiled SQLite statements are kept (distinct SQL texts: one per query shape). */
const STATEMENT_CACHE_SIZE = 500;

/** A compiled statement as Kysely runs it, and whether a run of it is still being iterated. */
interface CachedStatement extends SqliteStatement {
  readonly busy: boolean;
}

/** The SQLite connection as Kysely's dialect takes it, plus reads run at once while no transaction holds it. */
export interface SqliteStatements extends SqliteDatabase {
  prepare(sql: string): CachedStatement;
  readWhenIdle(sql: string, parameters: readonly unknown[]): unknown[] | undefined;
}

/**
 * better-sqlite3 compiles SQL anew on every prepare(), and Kysely prepares every query it runs: compiling was a
 * sixth of the CPU of a board fetch under load (bench/http --profile). This keeps compiled statements by SQL
 * text (least recently used out first). Reuse is safe because Kysely runs a statement to completion (all/run)
 * before the next query; one still being iterated (a streamed query) is never handed out twice.
 */
export function cachingStatements(database: SQLite.Database, close: () => void): SqliteStatements {
  const cache = new Map<string, CachedStatement>();
  const prepare = (sql: string): CachedStatement => {
    const cached = cache.get(sql);
    if (cached && !cached.busy) {
      cache.delete(sql);
      cache.set(sql, cached);
      return cached;
    }
    const statement = withRowObjects(database.prepare(sql));
    cache.set(sql, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return statement;
  };
  return {
    close,
    prepare,
    readWhenIdle(sql, parameters) {
      // An open transaction (another request's, between two of its awaits) holds the connection: a read now
      // would see its uncommitted writes, so the read queues behind it through Kysely instead.
      if (database.inTransaction) return undefined;
      const statement = prepare(sql);
      return statement.reader ? statement.all(parameters) : undefined;
    },
  };
}

/**
 * A statement whose rows are built here from better-sqlite3's raw arrays. better-sqlite3 sets a row object's
 * columns one by one, and V8 turns an object given more than a few properties that way into a slow dictionary:
 * building and reading the 62 columns of a player with its game took 50 µs against 30 µs from the arrays
 * (bench/http). Here every row is a copy of one template object holding the statement's columns, so all rows of
 * a statement share one fast shape. A later column of the same name wins, as in better-sqlite3's objects.
 */
function withRowObjects(statement: SQLite.Statement): CachedStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  // A column named __proto__ would set the copy's prototype instead of a property: such a statement keeps
  // better-sqlite3's own objects.
  if (names.includes('__proto__')) return statement;
  // JSON.parse builds a fast-shaped object; its copies keep that shape.
  const template = JSON.parse(
    JSON.stringify(Object.fromEntries(names.map((name) => [name, null]))),
  ) as Record<string, unknown>;
  const toObject = (values: unknown[]) => {
    const row = { ...template };
    for (let i = 0; i < names.length; i++) row[names[i]] = values[i];
    return row;
  };
  statement.raw(true);
  return {
    reader: true,
    get busy() {
      return statement.busy;
    },
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>)
        yield toObject(values);
    },
  };
}

/** A Kysely instance, as far as reads here look at it. */
interface Queryable {
  readonly isTransaction: boolean;
}

const idleReaders = new WeakMap<Queryable, SqliteStatements>();

/** Lets `readNow` run `db`'s reads straight on its SQLite connection. */
export function allowIdleReads(db: Queryable, statements: SqliteStatements): void {
  idleReaders.set(db, statements);
}

/**
 * The rows of a reading statement, run at once on the SQLite connection when nothing holds it in a transaction;
 * undefined otherwise (a PostgreSQL database, a transaction's own queries, a write, the connection in another
 * request's transaction): run it through Kysely then. A read this way skips Kysely's connection lock and its
 * promises, a tenth of a board fetch's CPU (bench/http --profile). Being synchronous, nothing runs between the
 * check and the read.
 */
export function readNow(db: Queryable, sql: string, parameters: readonly unknown[]): unknown[] | undefined {
  if (db.isTransaction) return undefined;
  return idleReaders.get(db)?.readWhenIdle(sql, parameters);
}
