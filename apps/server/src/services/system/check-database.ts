import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/repositories/health.repo';
import { serviceUnavailable } from '../../errors';

/** The health check's database probe: 503 "Database unavailable" when the database cannot be reached. */
export async function checkDatabase(ctx: AppContext): Promise<void> {
  try {
    await pingDatabase(ctx.db);
  } catch {
    throw serviceUnavailable('Database unavailable');
  }
}
