import type { Kysely, Migration } from 'kysely';

export const play: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('games').addColumn('paused_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('games').dropColumn('paused_at').execute();
  },
};
