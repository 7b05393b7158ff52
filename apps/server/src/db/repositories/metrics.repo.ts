import type { Db } from '../kysely';

/**
 * The photo review queue across every game that reviews photos: photos waiting for a host's decision (not
 * rejected, player not removed) and when the oldest of them arrived.
 */
export async function photoReviewQueue(db: Db): Promise<{ pending: number; oldestAt: string | null }> {
  const row = await db
    .selectFrom('cells')
    .innerJoin('players', 'players.id', 'cells.player_id')
    .innerJoin('games', 'games.id', 'players.game_id')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('pending'),
      eb.fn.min('cells.updated_at').as('oldest_at'),
    ])
    .where('games.photo_review', '=', 1)
    .where('games.status', 'in', ['ACTIVE', 'PAUSED'])
    .where('players.status', '<>', 'removed')
    .where('cells.image_key', 'is not', null)
    .where('cells.is_marked', '=', 0)
    .where('cells.rejected_reason', 'is', null)
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), oldestAt: row.oldest_at };
}
