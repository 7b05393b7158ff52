import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiOf, createTestApp } from '../../../test/test-app';
import { migrateToLatest } from '../kysely';
import { migrationProvider } from './index';

describe('migration 033: languages', async () => {
  const t = await createTestApp();

  it("existing games become English; existing accounts' language stays unknown; down and up again", async () => {
    const { code, hostId } = await apiOf(t).paidGame();
    const migrator = new Migrator({ db: t.ctx.db, provider: migrationProvider });
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    const before = names[names.indexOf('033-languages') - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const columns = async (table: string) =>
      (await t.ctx.db.introspection.getTables())
        .find((found) => found.name === table)
        ?.columns.map((c) => c.name);
    expect(await columns('games')).not.toContain('language');
    expect(await columns('users')).not.toContain('language');

    await migrateToLatest(t.ctx.db);
    const game = await t.ctx.db
      .selectFrom('games')
      .select('language')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(game.language).toBe('en');
    const user = await t.ctx.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', hostId)
      .executeTakeFirstOrThrow();
    expect(user.language).toBeNull();
  });
});
