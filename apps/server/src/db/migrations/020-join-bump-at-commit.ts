import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * PostgreSQL: the content_version bump of a player's insert (migration 007) runs at commit instead of at the
 * insert. The bump updates the game's row, which locks it to the end of the transaction, so at the insert it
 * made every join of a game wait for the one before it from its first write to its commit. A join writes its
 * player and card first and takes the game's lock last (join-game.ts), so only the count and the commit are
 * serialized; deferred, the bump joins them there. The counter still moves in the writing transaction, as
 * readers of a cached gallery need (services/results/gallery-cache.ts).
 *
 * SQLite runs one write transaction at a time and has no deferred triggers: nothing changes there.
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const joinBumpAtCommit: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql.raw(`DROP TRIGGER players_insert_bumps_game ON players`).execute(db);
    await sql
      .raw(
        `CREATE CONSTRAINT TRIGGER players_insert_bumps_game AFTER INSERT ON players
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION players_insert_bumps_game()`,
      )
      .execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql.raw(`DROP TRIGGER players_insert_bumps_game ON players`).execute(db);
    await sql
      .raw(
        `CREATE TRIGGER players_insert_bumps_game AFTER INSERT ON players FOR EACH ROW
EXECUTE FUNCTION players_insert_bumps_game()`,
      )
      .execute(db);
  },
};
