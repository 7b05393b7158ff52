import { markedCount, meetsWinCondition } from '@picture-bingo/shared';
import type { Db } from '../../db/kysely';
import { findFirstCompleted } from '../../db/repositories/cells.repo';
import type { GameRow } from '../../db/repositories/games.repo';
import { listCells, updatePlayer, type PlayerRow } from '../../db/repositories/players.repo';

export interface CardProgress {
  meets: boolean;
  markedCount: number;
  /** When the card (first) met the win condition, or null. */
  completedAt: string | null;
  /** Set when this call recorded the completion. */
  newlyCompleted: boolean;
}

/**
 * Brings a player's completion in line with their stored card, inside the caller's transaction: the moment a
 * card meets the win condition is recorded by server time; a card that stops meeting it (a photo rejected or
 * removed) loses its record, so a rejected photo can never have won the race.
 */
export async function syncCardCompletion(
  trx: Db,
  game: GameRow,
  player: PlayerRow,
  now: string,
): Promise<CardProgress> {
  const marked = (await listCells(trx, player.id)).map((c) => c.is_marked === 1);
  const meets = meetsWinCondition(marked, game.board_size, game.win_condition);
  const count = markedCount(marked, game.board_size);
  if (meets && player.completed_at === null) {
    await updatePlayer(trx, player.id, { completed_at: now, status: 'completed' });
    return { meets, markedCount: count, completedAt: now, newlyCompleted: true };
  }
  if (!meets && player.completed_at !== null) {
    await updatePlayer(trx, player.id, { completed_at: null, status: 'playing' });
    return { meets, markedCount: count, completedAt: null, newlyCompleted: false };
  }
  return { meets, markedCount: count, completedAt: player.completed_at, newlyCompleted: false };
}

/** Whether this player is the game's earliest (by server time) to meet the win condition. */
export async function isFirstToComplete(db: Db, gameId: string, playerId: string): Promise<boolean> {
  return (await findFirstCompleted(db, gameId))?.id === playerId;
}
