import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDbKind } from '../../test/test-app';
import { createDb, migrateToLatest, type Db } from './kysely';
import { prepared, preparedInsert } from './prepared';
import type { UsersTable } from './schema';

const user = (n: number, over: Partial<UsersTable> = {}): UsersTable => ({
  id: `u${n}`,
  email: `user${n}@example.com`,
  password_hash: null,
  google_sub: null,
  created_at: `2030-01-0${n}T00:00:00.000Z`,
  email_verified_at: null,
  language: null,
  ...over,
});

/** On this run's database (SQLite or PostgreSQL, as the project says), migrated. */
describe('prepared queries', () => {
  let db: Db;
  let cleanup: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    if (testDbKind === 'postgres') {
      const pg = await createPostgresDatabase();
      db = createDb({ databaseUrl: pg.url, sqlitePath: '' }).db;
      cleanup = async () => {
        await db.destroy();
        await pg.drop();
      };
    } else {
      db = createDb({ databaseUrl: null, sqlitePath: ':memory:' }).db;
      cleanup = () => db.destroy();
    }
    await migrateToLatest(db);
  });
  afterAll(() => cleanup());

  const insertUsers = preparedInsert('users', [
    'id',
    'email',
    'password_hash',
    'google_sub',
    'created_at',
    'email_verified_at',
  ]);

  it('inserts any number of whole rows, and nothing for none', async () => {
    await insertUsers(db, []);
    await insertUsers(db, [user(1)]);
    await insertUsers(db, [user(2), user(3, { google_sub: 'g3' }), user(4, { password_hash: 'h4' })]);
    // The 1-row statement again, with other values: the compiled query is reused, not its values.
    await insertUsers(db, [user(5)]);
    const rows = await db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      user(1),
      user(2),
      user(3, { google_sub: 'g3' }),
      user(4, { password_hash: 'h4' }),
      user(5),
    ]);
  });

  it("runs each call with that call's arguments, and keeps the builder's constants", async () => {
    const byEmailWithoutGoogle = prepared((d, email: string, createdAfter: string) =>
      d
        .selectFrom('users')
        .select('id')
        .where('google_sub', 'is', null)
        .where('email', '=', email)
        .where('created_at', '>', createdAfter)
        .where('id', '<>', 'u9'),
    );
    const early = '2000-01-01T00:00:00.000Z';
    expect(await byEmailWithoutGoogle.first(db, 'user2@example.com', early)).toEqual({ id: 'u2' });
    expect(await byEmailWithoutGoogle.first(db, 'user4@example.com', early)).toEqual({ id: 'u4' });
    // The second argument is bound too, not frozen at its first value.
    expect(await byEmailWithoutGoogle.first(db, 'user4@example.com', '2031-01-01T00:00:00.000Z')).toBe(
      undefined,
    );
    // The constant `is null` still filters u3 out; `all` gives every row.
    expect(await byEmailWithoutGoogle.all(db, 'user3@example.com', early)).toEqual([]);
    // Inside a transaction (same dialect adapter, same template).
    const inTrx = await db
      .transaction()
      .execute((trx) => byEmailWithoutGoogle.all(trx, 'user5@example.com', early));
    expect(inTrx).toEqual([{ id: 'u5' }]);
  });

  it("never reads another transaction's uncommitted writes", async () => {
    const byId = prepared((d, id: string) => d.selectFrom('users').select('id').where('id', '=', id));
    let readDuringTransaction: Promise<unknown> | null = null;
    await expect(
      db.transaction().execute(async (trx) => {
        await insertUsers(trx, [user(7)]);
        expect(await byId.first(trx, 'u7')).toEqual({ id: 'u7' });
        // Asked outside the transaction while it is open (on SQLite it holds the one connection).
        readDuringTransaction = byId.first(db, 'u7');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readDuringTransaction).toBe(undefined);
    expect(await byId.first(db, 'u7')).toBe(undefined);
  });

  it('refuses a query that transforms an argument instead of binding it as passed', async () => {
    const lowered = prepared((d, email: string) =>
      d.selectFrom('users').select('id').where('email', '=', email.toLowerCase()),
    );
    await expect(lowered.first(db, 'USER1@example.com')).rejects.toThrow(
      'prepared query transforms an argument',
    );
    const contains = prepared((d, part: string) =>
      d.selectFrom('users').select('id').where('email', 'like', `%${part}%`),
    );
    await expect(contains.all(db, 'user')).rejects.toThrow('prepared query transforms an argument');
    // Still refused on the next call: a refused template is never kept.
    await expect(contains.all(db, 'user')).rejects.toThrow('prepared query transforms an argument');
  });

  it('refuses a query that leaves an argument out', async () => {
    const dropsOne = prepared((d, id: string, onlyVerified: string) =>
      d
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .$if(onlyVerified === 'yes', (q) => q.where('email_verified_at', 'is not', null)),
    );
    await expect(dropsOne.first(db, 'u1', 'yes')).rejects.toThrow(
      'prepared query does not bind every argument',
    );
    // Derived from the argument without containing it: nothing of the argument left to find.
    const derived = prepared((d, id: string) =>
      d.selectFrom('users').select('id').where('id', '=', `u${id.length}`),
    );
    await expect(derived.first(db, 'u1')).rejects.toThrow('prepared query does not bind every argument');
  });
});
