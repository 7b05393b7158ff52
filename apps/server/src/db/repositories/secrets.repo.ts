import type { Db } from '../kysely';

/** Returns the stored secret, creating it with `fresh` if none exists yet (first writer wins across nodes). */
export async function getOrCreateSecret(db: Db, name: string, fresh: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: fresh, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The stored secret, or null when none was ever made (reading never creates one). */
export async function findSecret(db: Db, name: string): Promise<string | null> {
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value ?? null;
}
