import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './kysely';

/** SQLite's rows as Kysely hands them over, built from better-sqlite3's arrays (sqlite-statements.ts). */
describe('SQLite rows', () => {
  const { db } = createDb({ databaseUrl: null, sqlitePath: ':memory:' });
  afterAll(() => db.destroy());

  it('are objects of every column, nulls and numbers kept, a later column of the same name winning', async () => {
    const { rows } = await sql<Record<string, unknown>>`select 1 as a, 'x' as b, null as c, 2.5 as a`.execute(
      db,
    );
    expect(rows).toEqual([{ a: 2.5, b: 'x', c: null }]);
    expect(Object.keys(rows[0])).toEqual(['a', 'b', 'c']);
  });

  it('come the same way from a statement run again, and from a streamed query', async () => {
    await sql`create table t (id integer primary key, name text)`.execute(db);
    await sql`insert into t (id, name) values (1, 'one'), (2, 'two'), (3, null)`.execute(db);
    const all = () =>
      sql<{ id: number; name: string | null }>`select id, name from t order by id`.execute(db);
    const expected = [
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
      { id: 3, name: null },
    ];
    expect((await all()).rows).toEqual(expected);
    expect((await all()).rows).toEqual(expected);
    const tables = db as unknown as Kysely<{ t: { id: number; name: string | null } }>;
    const streamed: unknown[] = [];
    for await (const row of tables.selectFrom('t').select(['id', 'name']).orderBy('id').stream()) {
      streamed.push(row);
    }
    expect(streamed).toEqual(expected);
  });
});
