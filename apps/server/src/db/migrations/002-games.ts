import { sql, type Kysely, type Migration } from 'kysely';

export const games: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('games')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('host_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('host_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('event_title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('event_date', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('welcome_message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('board_size', 'integer', (c) => c.notNull().defaultTo(3))
      .addColumn('words', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('free_space_word', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('time_limit_minutes', 'integer')
      .addColumn('win_condition', 'text', (c) => c.notNull().defaultTo('full'))
      .addColumn('photo_review', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_player', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('phase', 'text', (c) => c.notNull())
      .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('ends_at', 'text')
      .addColumn('completed_at', 'text')
      .addColumn('winner_player_id', 'text')
      .execute();
    // A room code names at most one game that is still open; finished games keep theirs for history.
    await db.schema
      .createIndex('games_open_code_idx')
      .on('games')
      .column('code')
      .unique()
      .where(sql<boolean>`status not in ('COMPLETED', 'CANCELLED')`)
      .execute();
    await db.schema
      .createIndex('games_host_idx')
      .on('games')
      .columns(['host_user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('games').execute();
  },
};
