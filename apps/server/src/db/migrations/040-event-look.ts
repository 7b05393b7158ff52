import type { Kysely, Migration } from 'kysely';

/**
 * The event's own look:
 * - games.accent_colour: the host's accent colour as `#rrggbb` (lower case); null: the app's own colours.
 * - games.logo_key: the media key of the event's logo (a WebP the image pipeline made); null: no logo.
 */
export const eventLook: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('games').addColumn('accent_colour', 'text').execute();
    await db.schema.alterTable('games').addColumn('logo_key', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('games').dropColumn('logo_key').execute();
    await db.schema.alterTable('games').dropColumn('accent_colour').execute();
  },
};
