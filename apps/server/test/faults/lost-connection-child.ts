/**
 * Run by lost-connection.test.ts as its own process (an unhandled 'error' event ends a process, which a test in
 * the runner's own process could not observe cleanly). Holds one pooled PostgreSQL connection between two
 * statements, as a transaction does, has PostgreSQL terminate its backend, then prints what the second statement
 * got and whether the pool still serves.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../../src/db/kysely';
import { isDatabaseUnavailable } from '../../src/lib/db-errors';

const url = process.argv[2];
const { db } = createDb({ databaseUrl: url, sqlitePath: ':memory:' });
const admin = new pg.Client({ connectionString: url });
await admin.connect();

const secondStatement = await db.connection().execute(async (conn) => {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
  await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
  // The FATAL notice reaches the checked-out client while it runs no query (between two statements).
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    await sql`select 1`.execute(conn);
    return 'answered';
  } catch (error) {
    return isDatabaseUnavailable(error) ? 'unavailable' : `other: ${String(error)}`;
  }
});
const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
console.log(JSON.stringify({ secondStatement, poolServes: rows[0].one === 1 }));
await admin.end();
await db.destroy();
