import { randomUUID } from 'node:crypto';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createPaidGame, joinAs } from '../../../test/players';
import { createTestApp } from '../../../test/test-app';
import { migrateToLatest } from '../kysely';
import { migrationProvider } from './index';

describe('migration 013: names in the normalised form', async () => {
  const t = await createTestApp();

  it('recomputes names and keys; look-alikes that now clash are told apart, the earlier joiner keeps the name', async () => {
    const { code } = await createPaidGame(t);
    const first = await joinAs(t, code, 'Admin');
    const game = await t.ctx.db
      .selectFrom('games')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();

    // Back to the schema before 013, and rows as the old rules (lower case only) let them in.
    const migrator = new Migrator({ db: t.ctx.db, provider: migrationProvider });
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    const before = names[names.indexOf('013-names') - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const at = new Date().toISOString();
    const old = (name: string, joined: number, status = 'waiting') => ({
      id: randomUUID(),
      game_id: game.id,
      device_id: randomUUID(),
      user_id: null,
      name,
      name_key: name.toLowerCase(),
      status: status as 'waiting',
      joined_at: new Date(Date.parse(at) + joined).toISOString(),
      removed_at: null,
      completed_at: null,
      updated_at: at,
    });
    const rows = [
      old('admin\u200b', 1),
      old('ＡＤＭＩＮ', 2),
      old('\u200b\u2066', 3),
      old('  Bea   Smith ', 4),
      old('admin\u2060', 5, 'removed'),
    ];
    await t.ctx.db.insertInto('players').values(rows).execute();

    await migrateToLatest(t.ctx.db);
    const after = await t.ctx.db
      .selectFrom('players')
      .select(['id', 'name', 'name_key', 'status'])
      .where('game_id', '=', game.id)
      .orderBy('joined_at')
      .execute();
    expect(after.map((r) => [r.name, r.name_key])).toEqual([
      ['Admin', 'admin'],
      ['admin (2)', 'admin (2)'],
      ['ADMIN (3)', 'admin (3)'],
      ['Player', 'player'],
      ['Bea Smith', 'bea smith'],
      ['admin', 'admin'],
    ]);
    expect(after[0]!.id).toBe(first.id);
    const filter = await t.ctx.db
      .selectFrom('games')
      .select('name_filter')
      .where('id', '=', game.id)
      .executeTakeFirst();
    expect(filter?.name_filter).toBe(1);
    // The unique index is back: a second live "admin" cannot be written.
    await expect(
      t.ctx.db
        .insertInto('players')
        .values(old('x', 9))
        .execute()
        .then(() =>
          t.ctx.db.updateTable('players').set({ name_key: 'admin' }).where('name', '=', 'x').execute(),
        ),
    ).rejects.toThrow();
  });
});
