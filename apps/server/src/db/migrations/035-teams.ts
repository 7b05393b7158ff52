import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Teams (decision 035): `games.game_mode` ('individual', the default, or 'teams'), how a joining guest gets a team
 * (`team_assignment`: 'pick' from the host's list, or 'balance' to the smallest) and an optional `team_max_size`.
 * `teams` holds the host's teams (a name unique per game by its key, a colour, the list's order). A team's card is
 * a `players` row of `kind` 'team' (made when its first member joins; its cells are the team's card), its people
 * are rows of `kind` 'member' naming it in `team_id`; an individual player stays `kind` 'player'. `cells.added_by`
 * names the member who put the cell's photo there (null on an individual's own card).
 */
export const teams: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('game_mode', 'text', (c) => c.notNull().defaultTo('individual'))
      .execute();
    await db.schema
      .alterTable('games')
      .addColumn('team_assignment', 'text', (c) => c.notNull().defaultTo('pick'))
      .execute();
    await db.schema.alterTable('games').addColumn('team_max_size', 'integer').execute();

    await db.schema
      .createTable('teams')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('colour', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('teams_game_name_key', ['game_id', 'name_key'])
      .execute();

    await db.schema
      .alterTable('players')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('player'))
      .execute();
    await db.schema
      .alterTable('players')
      .addColumn('team_id', 'text', (c) => c.references('teams.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('players_team_idx').on('players').columns(['team_id', 'kind']).execute();
    await db.schema
      .alterTable('cells')
      .addColumn('added_by', 'text', (c) => c.references('players.id').onDelete('set null'))
      .execute();
    // A team has one card: its card row is the one row of kind 'team' naming it.
    await db.schema
      .createIndex('players_team_card_idx')
      .on('players')
      .column('team_id')
      .unique()
      .where(sql<boolean>`kind = 'team'`)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('players_team_card_idx').execute();
    await db.schema.alterTable('cells').dropColumn('added_by').execute();
    await db.schema.dropIndex('players_team_idx').execute();
    await db.schema.alterTable('players').dropColumn('team_id').execute();
    await db.schema.alterTable('players').dropColumn('kind').execute();
    await db.schema.dropTable('teams').execute();
    await db.schema.alterTable('games').dropColumn('team_max_size').execute();
    await db.schema.alterTable('games').dropColumn('team_assignment').execute();
    await db.schema.alterTable('games').dropColumn('game_mode').execute();
  },
};
