/** A driver error's code (PostgreSQL's SQLSTATE, SQLite's name), if it has one. */
const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** True for a unique-constraint violation on PostgreSQL (23505) or SQLite (SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True for a foreign-key violation on PostgreSQL (23503) or SQLite (SQLITE_CONSTRAINT_FOREIGNKEY). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * Runs a transaction again when PostgreSQL broke a deadlock by aborting it (40P01), which rolled it back whole.
 * A join writes its player row before it waits for the game's lock (join-game.ts), so a writer holding that
 * lock who then waits for the row (a rename or a restore to the same name, a rejoin code moving a player to the
 * same device) closes a cycle; whichever side PostgreSQL aborts runs again, now after the other's commit.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (codeOf(error) !== '40P01' || attempt >= attempts) throw error;
    }
  }
}

/** Socket-level failures: the database (or another backing service) cannot be reached right now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that mean "not now": connection exceptions (class 08), the server shutting down or
 * starting up (57P01–57P03), too many connections (53300), a statement cancelled by statement_timeout (57014).
 */
const POSTGRES_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** node-postgres and pg-pool report lost or refused connections by message only. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function isUnavailableItself(error: object): boolean {
  const code = 'code' in error ? (error as { code: unknown }).code : undefined;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.has(code) || code.startsWith('08')) return true;
    // SQLite: another connection held the lock longer than busy_timeout.
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return true;
  }
  const message = error instanceof Error ? error.message : '';
  return PG_CONNECTION_MESSAGES.some((m) => message.startsWith(m));
}

/**
 * True when an error means the database is unreachable or overloaded for the moment (it restarts, the network
 * dropped, a lock or statement timed out): the request may succeed if tried again, so it is answered with 503.
 * Looks through `cause` and AggregateError's `errors` (a refused connection to every address of a host name).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isUnavailableItself(error)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) {
    return true;
  }
  return 'cause' in error && isDatabaseUnavailable((error as { cause: unknown }).cause, depth + 1);
}
