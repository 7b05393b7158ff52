import { centreIndex, type TCell, type TMyPlayer, type TQueuePlayer } from '@picture-bingo/shared';
import type { CellRow, PlayerRow } from '../db/repositories/players.repo';

export function presentQueuePlayer(player: PlayerRow): TQueuePlayer {
  return { id: player.id, name: player.name, joinedAt: player.joined_at };
}

export function presentMyPlayer(player: PlayerRow): TMyPlayer {
  return { ...presentQueuePlayer(player), status: player.status };
}

export function presentCell(cell: CellRow, boardSize: number): TCell {
  return {
    idx: cell.idx,
    value: cell.value,
    isMarked: cell.is_marked === 1,
    // Stored photos get their URL once uploads land.
    image: null,
    isFreeSpace: cell.idx === centreIndex(boardSize),
  };
}
