import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Lookups of media keys: the photos of removed players (withheld from /media, services/media/withheld-media.ts)
 * and whether a stored file is still named by a cell (the orphan sweep, services/retention/sweep-orphan-media.ts).
 * Partial indexes: only removed players, only cells that hold a photo. Same SQL on SQLite and PostgreSQL.
 */
export const mediaLookups: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX players_removed_idx ON players (id) WHERE status = 'removed'`.execute(db);
    await sql`CREATE INDEX cells_image_key_idx ON cells (image_key) WHERE image_key IS NOT NULL`.execute(db);
    await sql`CREATE INDEX cells_thumb_key_idx ON cells (thumb_key) WHERE thumb_key IS NOT NULL`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX cells_thumb_key_idx`.execute(db);
    await sql`DROP INDEX cells_image_key_idx`.execute(db);
    await sql`DROP INDEX players_removed_idx`.execute(db);
  },
};
