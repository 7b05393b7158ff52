import type { CompiledQuery, Insertable } from 'kysely';
import type { Db } from './kysely';
import type { Database } from './schema';
import { readNow } from './sqlite-statements';

/** Where a parameter of the compiled SQL comes from: an argument of the call, or a constant of the builder. */
type Slot = { arg: number } | { value: unknown };

interface Template {
  query: CompiledQuery;
  slots: Slot[];
}

const marker = (i: number) => `\u0000ARG${i}\u0000`;

/**
 * A query whose SQL is built and compiled once per dialect, then run with each call's arguments. Building a
 * query through Kysely's builder costs 15-50 µs (node trees, freezing, compiling) and the hot routes ran five of
 * them per request: a third of a board fetch's own time (bench/http --profile).
 *
 * `build` is called once with a marker in place of each argument; every argument must go into the query as a
 * bound value exactly as passed (no `$if` on it, no `in` list, no transformation): the markers are then found
 * among the compiled parameters, and a call that cannot be mapped so throws on its first use. On SQLite a read
 * runs at once while no transaction holds the connection (`readNow`).
 */
export function prepared<A extends unknown[], R>(
  build: (db: Db, ...args: A) => { compile(): CompiledQuery<R> },
) {
  // Keyed by the dialect's adapter: a transaction shares its database's adapter, so both share the template.
  const templates = new WeakMap<object, Template>();

  function template(db: Db, argCount: number): Template {
    const adapter = db.getExecutor().adapter;
    const known = templates.get(adapter);
    if (known) return known;
    const markers = Array.from({ length: argCount }, (_, i) => marker(i));
    const argOf = new Map(markers.map((m, i) => [m, i]));
    const query = build(db, ...(markers as A)).compile();
    const seen = new Set<number>();
    const slots = query.parameters.map((value): Slot => {
      const arg = typeof value === 'string' ? argOf.get(value) : undefined;
      if (arg !== undefined) {
        seen.add(arg);
        return { arg };
      }
      if (typeof value === 'string' && value.toUpperCase().includes('\u0000ARG')) {
        throw new Error(`prepared query transforms an argument: ${query.sql}`);
      }
      return { value };
    });
    if (seen.size !== argCount) throw new Error(`prepared query does not bind every argument: ${query.sql}`);
    const made = { query, slots };
    templates.set(adapter, made);
    return made;
  }

  async function execute(db: Db, args: A): Promise<R[]> {
    const { query, slots } = template(db, args.length);
    const parameters = slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value));
    const rows = readNow(db, query.sql, parameters);
    if (rows) return rows as R[];
    const result = await db.getExecutor().executeQuery<R>({ ...query, parameters });
    return result.rows;
  }

  return {
    /** Every row. */
    all: (db: Db, ...args: A): Promise<R[]> => execute(db, args),
    /** The first row, if any. */
    first: async (db: Db, ...args: A): Promise<R | undefined> => (await execute(db, args))[0],
  };
}

/**
 * An insert of whole rows into `table`, compiled once per row count: building a 25-row insert through Kysely's
 * builder was a sixth of a join's CPU (bench/http --profile). Every row gives every column of `columns`.
 */
export function preparedInsert<T extends keyof Database, C extends keyof Database[T] & string>(
  table: T,
  columns: readonly C[],
) {
  const byCount = new Map<number, ReturnType<typeof build>>();
  const build = (count: number) =>
    prepared((db, ...values: unknown[]) =>
      db
        .insertInto(table)
        .values(
          Array.from(
            { length: count },
            (_, r) =>
              Object.fromEntries(
                columns.map((column, c) => [column, values[r * columns.length + c]]),
              ) as Insertable<Database[T]>,
          ),
        ),
    );
  return async (db: Db, rows: readonly Pick<Database[T], C>[]): Promise<void> => {
    if (rows.length === 0) return;
    let query = byCount.get(rows.length);
    if (!query) {
      query = build(rows.length);
      byCount.set(rows.length, query);
    }
    await query.all(db, ...rows.flatMap((row) => columns.map((column) => row[column])));
  };
}
