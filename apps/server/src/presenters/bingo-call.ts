import type { TBingoCall, TOpenBingoCall } from '@picture-bingo/shared';
import type { BingoCallWithName } from '../db/repositories/bingo-calls.repo';
import type { GameRow } from '../db/repositories/games.repo';
import type { CellRow } from '../db/repositories/players.repo';
import { countsOnCard } from '../services/play/cell-state';
import { prizeList } from '../services/results/prizes';
import { presentCell } from './player';

/** A call as its card's phones read it (the REST answer and the `bingo:answered` event). */
export function presentBingoCall(call: BingoCallWithName, game: GameRow): TBingoCall {
  return {
    id: call.id,
    playerId: call.player_id,
    playerName: call.player_name,
    callerName: call.caller_name,
    calledAt: call.called_at,
    condition: call.condition,
    prizeName: call.prize_index === null ? null : (prizeList(game)[call.prize_index]?.name ?? null),
    status: call.status,
    reason: call.reason,
    decidedAt: call.decided_at,
  };
}

/** The cell indexes stored with a call. */
export const callCells = (call: Pick<BingoCallWithName, 'cells'>): number[] =>
  (JSON.parse(call.cells) as unknown[]).filter((idx): idx is number => typeof idx === 'number');

/**
 * An open call as the control room shows it: its line's cells as they are now, and whether every one of them
 * still counts (a photo rejected, removed or held since the call breaks the line).
 */
export function presentOpenBingoCall(
  call: BingoCallWithName,
  game: GameRow,
  cells: readonly CellRow[],
  pendingPhotos: number,
): TOpenBingoCall {
  const byIdx = new Map(cells.map((cell) => [cell.idx, cell]));
  const line = callCells(call).flatMap((idx) => {
    const cell = byIdx.get(idx);
    return cell ? [cell] : [];
  });
  return {
    ...presentBingoCall(call, game),
    first: call.first === 1,
    line: line.map((cell) => presentCell(cell, game.board_size)),
    lineIntact: line.length > 0 && line.every(countsOnCard),
    pendingPhotos,
  };
}
