import type { TCustomerGameCount } from '@picture-bingo/shared';
import type { Db } from '../../db/kysely';
import { countPaidGames } from '../../db/repositories/games.repo';
import { sumPaidGameCount } from '../../db/repositories/payments.repo';

/**
 * Prepaid games, derived rather than stored: bought = games in paid payments, used = the host's paid games.
 * Pass a transaction to read them consistently with a write that follows.
 */
export async function getGameCredits(db: Db, userId: string): Promise<TCustomerGameCount> {
  const bought = await sumPaidGameCount(db, userId);
  const used = await countPaidGames(db, userId);
  return { bought, used, left: Math.max(0, bought - used) };
}
