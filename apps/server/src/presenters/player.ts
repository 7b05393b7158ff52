import { centreIndex, type TCell, type TMyPlayer, type TQueuePlayer } from '@picture-bingo/shared';
import type { CellRow, PlayerRow } from '../db/repositories/players.repo';
import { mediaUrl } from '../storage/media-store';

/** A team member's team; left out for an individual player (the individual answers keep their shape). */
const teamOf = (player: Pick<PlayerRow, 'team_id'>) => (player.team_id ? { teamId: player.team_id } : {});

/** A player as a lobby lists it. */
export type QueuePlayerRow = Pick<PlayerRow, 'id' | 'name' | 'joined_at' | 'team_id'>;

export function presentQueuePlayer(player: QueuePlayerRow): TQueuePlayer {
  return { id: player.id, name: player.name, joinedAt: player.joined_at, ...teamOf(player) };
}

export function presentMyPlayer(player: PlayerRow): TMyPlayer {
  return {
    id: player.id,
    name: player.name,
    joinedAt: player.joined_at,
    status: player.status,
    ...teamOf(player),
  };
}

/** A hold as the photo's player reads it: being checked, reported by guests, or held for a person otherwise. */
const playerHold = (hold: string): NonNullable<TCell['hold']> =>
  hold === 'checking' ? 'checking' : hold === 'reported' ? 'reported' : 'held';

export function presentCell(cell: CellRow, boardSize: number): TCell {
  return {
    idx: cell.idx,
    value: cell.value,
    isMarked: cell.is_marked === 1,
    image: cell.image_key ? mediaUrl(cell.image_key) : null,
    thumb: cell.thumb_key ? mediaUrl(cell.thumb_key) : null,
    isFreeSpace: cell.idx === centreIndex(boardSize),
    // When the photo in it last changed (upload or review); null for a cell without a photo.
    updatedAt: cell.image_key ? cell.updated_at : null,
    // Only while rejected and not yet replaced; left out otherwise (100 boards of it in a gallery).
    ...(cell.rejected_reason !== null ? { rejectedReason: cell.rejected_reason } : {}),
    // Only while held (publicCell hides such a photo from everyone but its player and the moderators).
    ...(cell.hold ? { hold: playerHold(cell.hold) } : {}),
    // Only on a team's card, while a member's photo is in the cell.
    ...(cell.added_by && cell.image_key ? { addedBy: cell.added_by } : {}),
  };
}
