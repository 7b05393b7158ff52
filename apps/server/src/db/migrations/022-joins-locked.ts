import type { Kysely, Migration } from 'kysely';

/**
 * games.joins_locked: 1 while the host has locked the room (no new players; the game's players still come back
 * on any device of theirs), 0 otherwise. The game-rules setting join_after_start decides whether joining closes at
 * the start; this is the host's switch at any moment, on top of it.
 */
export const joinsLocked: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('joins_locked', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('games').dropColumn('joins_locked').execute();
  },
};
