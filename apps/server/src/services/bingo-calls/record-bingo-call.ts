import { randomUUID } from 'node:crypto';
import { cardLines, completeLineCount, type TWinCondition } from '@picture-bingo/shared';
import type { Db } from '../../db/kysely';
import {
  findOpenCallOfCard,
  insertBingoCall,
  renewBingoCall,
  settleOpenCalls,
  type BingoCallWithName,
} from '../../db/repositories/bingo-calls.repo';
import type { CellRow } from '../../db/repositories/players.repo';
import { countsOnCard } from '../play/cell-state';

/**
 * The cells that make a call: every cell for a full card, else the first complete line (two for 'two-lines') of
 * the cells that count, in card order.
 */
export function calledCells(
  cells: readonly CellRow[],
  boardSize: number,
  condition: TWinCondition,
): number[] {
  if (condition === 'full') return cells.map((c) => c.idx).sort((a, b) => a - b);
  const marked = Array.from({ length: boardSize * boardSize }, () => false);
  for (const cell of cells) marked[cell.idx] = countsOnCard(cell);
  if (completeLineCount(marked, boardSize) === 0) return [];
  const complete = cardLines(boardSize).filter((line) => line.every((idx) => marked[idx]));
  const lines = complete.slice(0, condition === 'two-lines' ? 2 : 1);
  return [...new Set(lines.flat())].sort((a, b) => a - b);
}

export interface CallToRecord {
  gameId: string;
  boardSize: number;
  cardId: string;
  callerName: string;
  condition: TWinCondition;
  prizeIndex: number | null;
  first: boolean;
  cells: readonly CellRow[];
  at: string;
}

/**
 * Keeps an accepted BINGO! call in the claim's transaction: the card's one open call, renewed (time, caller,
 * line) when the card calls again before anyone answered.
 */
export async function recordBingoCall(trx: Db, call: CallToRecord): Promise<void> {
  const fields = {
    caller_name: call.callerName,
    called_at: call.at,
    cells: JSON.stringify(calledCells(call.cells, call.boardSize, call.condition)),
    first: call.first ? 1 : 0,
    condition: call.condition,
    prize_index: call.prizeIndex,
  };
  const open = await findOpenCallOfCard(trx, call.cardId);
  if (open) return renewBingoCall(trx, open.id, fields);
  await insertBingoCall(trx, {
    id: randomUUID(),
    game_id: call.gameId,
    player_id: call.cardId,
    status: 'open',
    reason: null,
    decided_at: null,
    decided_by: null,
    ...fields,
  });
}

/**
 * An award answers the open calls it decides, in the award's transaction: the winner's call is awarded and the
 * other calls for the same prize are overtaken; an award that completes the game settles every open call.
 */
export function settleCallsOnAward(
  trx: Db,
  award: { gameId: string; winnerId: string; prizeIndex: number | null; completes: boolean; at: string },
  by: string | null,
): Promise<BingoCallWithName[]> {
  return settleOpenCalls(
    trx,
    award.gameId,
    award.winnerId,
    award.completes ? null : award.prizeIndex,
    award.at,
    by,
  );
}
