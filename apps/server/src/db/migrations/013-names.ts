import { hasVisibleText, normaliseText, textKey } from '@picture-bingo/shared';
import { sql, type Kysely, type Migration } from 'kysely';

interface PlayerNameRow {
  id: string;
  game_id: string;
  name: string;
  name_key: string;
  status: string;
}

/**
 * Names are compared on one normalised form (shared normalise-text.ts: NFKC, invisible characters removed,
 * whitespace collapsed, case-folded), and a game's host may turn the name filter off (`games.name_filter`, on by
 * default).
 *
 * Existing players get the normalised name and its key. Names that were distinct before and are one name now
 * ("Admin" and "admin\u200B" in one game) keep the earlier joiner's name; each later one is told apart with a
 * number ("admin (2)"), and a name with nothing visible left becomes "Player". The unique index on
 * (game_id, name_key) is dropped while the keys change and built again after, so no intermediate state trips it.
 */
export const names: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('name_filter', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();

    const kdb = db as unknown as Kysely<{ players: PlayerNameRow }>;
    const rows = await kdb
      .selectFrom('players')
      .select(['id', 'game_id', 'name', 'name_key', 'status'])
      .orderBy('game_id')
      .orderBy(sql`joined_at`)
      .orderBy('id')
      .execute();
    const taken = new Map<string, Set<string>>();
    const changes: { id: string; name: string; name_key: string }[] = [];
    for (const row of rows) {
      const keys = taken.get(row.game_id) ?? new Set<string>();
      taken.set(row.game_id, keys);
      const normalised = normaliseText(row.name);
      const base = hasVisibleText(normalised) ? normalised : 'Player';
      let name = base;
      // Removed players hold no name (the index ignores them); they keep theirs, normalised.
      if (row.status !== 'removed') {
        for (let n = 2; keys.has(textKey(name)); n++) name = `${base} (${n})`;
        keys.add(textKey(name));
      }
      if (name !== row.name || textKey(name) !== row.name_key) {
        changes.push({ id: row.id, name, name_key: textKey(name) });
      }
    }
    if (changes.length === 0) return;
    await db.schema.dropIndex('players_game_name_idx').execute();
    for (const change of changes) {
      await kdb
        .updateTable('players')
        .set({ name: change.name, name_key: change.name_key })
        .where('id', '=', change.id)
        .execute();
    }
    await db.schema
      .createIndex('players_game_name_idx')
      .on('players')
      .columns(['game_id', 'name_key'])
      .unique()
      .where(sql<boolean>`status <> 'removed'`)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('games').dropColumn('name_filter').execute();
  },
};
