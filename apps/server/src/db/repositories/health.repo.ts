import { sql } from 'kysely';
import type { Db } from '../kysely';

/** Runs the smallest query there is: throws when the database cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
