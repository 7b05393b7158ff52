import { markedCount, meetsWinCondition, type TWinCondition } from '@picture-bingo/shared';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/kysely';
import { findFirstCompletedCard } from '../../db/repositories/cells.repo';
import type { GameRow } from '../../db/repositories/games.repo';
import { listCells, updatePlayer, type PlayerRow } from '../../db/repositories/players.repo';
import type { PlayersTable } from '../../db/schema';
import { countsOnCard } from './cell-state';

/** The player column holding when the card first met each win condition (migration 015). */
export const REACHED_AT = {
  line: 'line_at',
  'two-lines': 'two_lines_at',
  full: 'full_at',
} as const satisfies Record<TWinCondition, keyof PlayersTable>;
const CONDITIONS = Object.keys(REACHED_AT) as TWinCondition[];

export interface BoardProgress {
  meets: boolean;
  markedCount: number;
  /** When the card (first) met the win condition, or null. */
  completedAt: string | null;
  /** Set when this call recorded the completion. */
  newlyCompleted: boolean;
  /** The conditions the card met before this change and no longer meets. */
  lost: TWinCondition[];
  /** The conditions the card meets since this change (it did not before). */
  met: TWinCondition[];
}

/**
 * Brings a player's completion in line with their stored card, inside the caller's transaction: the moment a
 * card meets the win condition is recorded by server time; a card that stops meeting it (a photo rejected or
 * removed) loses its record, so a rejected photo can never have won the race.
 */
export async function syncBoardCompletion(
  trx: Db,
  game: GameRow,
  player: PlayerRow,
  now: string,
): Promise<BoardProgress> {
  const marked = (await listCells(trx, player.id)).map(countsOnCard);
  const meets = meetsWinCondition(marked, game.board_size, game.win_condition);
  const count = markedCount(marked, game.board_size);
  // Each condition's own moment too (the prizes' races): set when first met, cleared when no longer met.
  const reached: Updateable<PlayersTable> = {};
  const lost: TWinCondition[] = [];
  const met: TWinCondition[] = [];
  for (const condition of CONDITIONS) {
    const column = REACHED_AT[condition];
    const has = meetsWinCondition(marked, game.board_size, condition);
    if (has && player[column] === null) {
      reached[column] = now;
      met.push(condition);
    }
    if (!has && player[column] !== null) {
      reached[column] = null;
      lost.push(condition);
    }
  }
  const changes = { lost, met };
  if (meets && player.completed_at === null) {
    await updatePlayer(trx, player.id, { ...reached, completed_at: now, status: 'completed' });
    return { meets, markedCount: count, completedAt: now, newlyCompleted: true, ...changes };
  }
  if (!meets && player.completed_at !== null) {
    await updatePlayer(trx, player.id, { ...reached, completed_at: null, status: 'playing' });
    return { meets, markedCount: count, completedAt: null, newlyCompleted: false, ...changes };
  }
  if (Object.keys(reached).length > 0) await updatePlayer(trx, player.id, reached);
  return { meets, markedCount: count, completedAt: player.completed_at, newlyCompleted: false, ...changes };
}

/** Whether this player is the game's earliest (by server time) to meet the win condition. */
export async function isFirstToComplete(db: Db, gameId: string, playerId: string): Promise<boolean> {
  return (await findFirstCompletedCard(db, gameId))?.id === playerId;
}
