import { sql, type Kysely, type Migration } from 'kysely';

/** A stored code in the form codes are compared in (shared `roomCodeKey`); games.repo `codeKeyOf` is the same. */
const CODE_KEY_EXPRESSION = `replace(replace(replace(code, 'O', '0'), 'I', '1'), 'L', '1')`;

/**
 * - games.join_after_start: whether guests may still join once the game has started (1, the default, until play
 *   is over) or only in its lobby (0). Existing games keep joining open, the new default.
 * - games_code_key_idx: room codes are looked up by their look-alike-folded form (O → 0, I/L → 1), so a code
 *   issued before the look-alike-free alphabet still opens however its O or I is typed. Codes are stored upper
 *   case, so the index's expression is the whole fold.
 */
export const lateJoin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('join_after_start', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql.raw(`CREATE INDEX games_code_key_idx ON games ((${CODE_KEY_EXPRESSION}))`).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('games_code_key_idx').execute();
    await db.schema.alterTable('games').dropColumn('join_after_start').execute();
  },
};
