import type { Kysely, Migration } from 'kysely';

/** `game_members.name`: the name a helper gave as they accepted their invite; null when they gave none. */
export const helperNames: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('game_members').addColumn('name', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('game_members').dropColumn('name').execute();
  },
};
