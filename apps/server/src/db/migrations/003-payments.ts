import type { Kysely, Migration } from 'kysely';

export const payments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
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
    // Prepaid games are summed per user over paid payments.
    await db.schema
      .createIndex('payments_user_status_idx')
      .on('payments')
      .columns(['user_id', 'status'])
      .execute();

    // Webhook idempotency: an event id is handled once, however often (or concurrently) it is delivered.
    await db.schema
      .createTable('processed_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('processed_events').execute();
    await db.schema.dropTable('payments').execute();
  },
};
