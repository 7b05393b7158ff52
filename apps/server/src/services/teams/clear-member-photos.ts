import type { Db } from '../../db/kysely';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { listCells, type PlayerRow } from '../../db/repositories/players.repo';
import { findTeamCard } from '../../db/repositories/teams.repo';
import { presentCell } from '../../presenters/player';
import { publishCellUpdated } from '../../realtime/publish';
import { syncBoardCompletion } from '../play/board-completion';
import { deleteMediaFiles } from '../../storage/media-store';
import type { TCell } from '@picture-bingo/shared';

/** What clearing a member's photos changed: the card, its emptied cells, its count, the files to delete. */
export interface ClearedPhotos {
  cardId: string;
  cells: TCell[];
  markedCount: number;
  keys: string[];
}

/**
 * Empties every cell of the member's team card that holds a photo they added (in the caller's transaction, the
 * game locked): the card's count and win moments follow; the files are deleted once it commits.
 */
export async function clearMemberPhotos(
  trx: Db,
  game: GameRow,
  member: PlayerRow,
  now: string,
): Promise<ClearedPhotos | null> {
  const card = member.team_id ? await findTeamCard(trx, member.team_id) : undefined;
  if (!card) return null;
  const theirs = (await listCells(trx, card.id)).filter((c) => c.added_by === member.id && c.image_key);
  if (theirs.length === 0) return null;
  await trx
    .updateTable('cells')
    .set({
      image_key: null,
      thumb_key: null,
      is_marked: 0,
      rejected_reason: null,
      added_by: null,
      hold: null,
      hold_detail: null,
      updated_at: now,
    })
    .where('player_id', '=', card.id)
    .where('added_by', '=', member.id)
    .execute();
  const progress = await syncBoardCompletion(trx, game, card, now);
  const emptied = theirs.map((c) => ({
    ...c,
    image_key: null,
    thumb_key: null,
    is_marked: 0,
    rejected_reason: null,
    added_by: null,
    hold: null,
    updated_at: now,
  }));
  return {
    cardId: card.id,
    cells: emptied.map((c) => presentCell(c, game.board_size)),
    markedCount: progress.markedCount,
    keys: theirs.flatMap((c) => [c.image_key, c.thumb_key]).filter((k): k is string => k !== null),
  };
}

/** After the commit: the team and the game's screens see the cells empty, and the files go. */
export async function announceClearedPhotos(ctx: AppContext, gameId: string, cleared: ClearedPhotos) {
  for (const cell of cleared.cells) {
    publishCellUpdated(ctx, gameId, { playerId: cleared.cardId, cell, markedCount: cleared.markedCount });
  }
  await deleteMediaFiles(ctx.media, cleared.keys);
}
