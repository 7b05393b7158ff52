import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Deleting games and accounts, and photo retention:
 * - `media_deletions`: media keys whose database rows are gone (a deleted game, an account, photos past
 *   retention). They are written in the same transaction as the deletion and removed once the file is gone, so a
 *   crash between the commit and the file delete leaves a row the sweep finishes, never an orphan file forever.
 * - `games.photos_deleted_at`: when the retention job deleted the game's photos (null: not yet), so it runs once.
 * - `payments.user_id` becomes nullable with ON DELETE SET NULL: a deleted account's payments stay as anonymous
 *   accounting records (they held no e-mail). SQLite cannot change a column's constraint, so there the table is
 *   rebuilt with the same columns and index.
 */
export const retentionAndDeletion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('media_deletions')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('games').addColumn('photos_deleted_at', 'text').execute();
    // The retention job's question: settled games past their date whose photos are not deleted yet.
    await db.schema
      .createIndex('games_retention_idx')
      .on('games')
      .columns(['photos_deleted_at', 'completed_at'])
      .execute();

    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`alter table payments alter column user_id drop not null`.execute(db);
      await sql`alter table payments drop constraint payments_user_id_fkey`.execute(db);
      await sql`alter table payments add constraint payments_user_id_fkey foreign key (user_id) references users (id) on delete set null`.execute(
        db,
      );
      return;
    }
    await db.schema
      .createTable('payments_next')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('game_id', 'text', (c) => c.references('games.id').onDelete('set null'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_session_id', 'text', (c) => c.notNull().unique())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('game_count', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('paid_at', 'text')
      .execute();
    await sql`insert into payments_next (id, user_id, game_id, provider, provider_session_id, amount, game_count, status, transaction_id, created_at, updated_at, paid_at)
      select id, user_id, game_id, provider, provider_session_id, amount, game_count, status, transaction_id, created_at, updated_at, paid_at from payments`.execute(
      db,
    );
    await db.schema.dropTable('payments').execute();
    await db.schema.alterTable('payments_next').renameTo('payments').execute();
    await db.schema
      .createIndex('payments_user_status_idx')
      .on('payments')
      .columns(['user_id', 'status'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('games_retention_idx').execute();
    await db.schema.alterTable('games').dropColumn('photos_deleted_at').execute();
    await db.schema.dropTable('media_deletions').execute();
  },
};
