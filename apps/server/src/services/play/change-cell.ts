import { ErrorCode, GAME_NOT_FOUND, type TCell, type TCellUpdate } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import { findCell, updateCell } from '../../db/repositories/cells.repo';
import { lockGame, updateGame, type GameRow } from '../../db/repositories/games.repo';
import { findPlayerById, type CellRow, type PlayerRow } from '../../db/repositories/players.repo';
import { badRequest, forbidden, notFound, refuse } from '../../errors';
import { presentCell } from '../../presenters/player';
import { deleteMediaFiles } from '../../storage/media-store';
import { publishCellUpdated, publishPlayerCompleted } from '../../realtime/publish';
import { announcePrizeLine, prizeLineAfterChange, type LineCell } from '../results/prize-line';
import { isFirstToComplete, syncBoardCompletion, type BoardProgress } from './board-completion';

type CellContent = Pick<CellRow, 'image_key' | 'thumb_key' | 'is_marked' | 'rejected_reason'> &
  Partial<Pick<CellRow, 'hold' | 'hold_detail' | 'added_by' | 'captured_at' | 'capture_note'>>;

export interface CellChangeRequest {
  gameId: string;
  playerId: string;
  idx: number;
  /**
   * The team member writing their team's card (`playerId`), when it is not the card's own player: checked in the
   * transaction to be still in the game and on that team (the host may have moved or removed them meanwhile).
   */
  actorId?: string;
  /** Throws unless the change is allowed, judged on the rows as locked in the transaction. */
  authorize: (game: GameRow, player: PlayerRow, cell: CellRow) => void;
  /** The cell's new content; a change that names no hold takes the cell out of any (a person decided). */
  next: (game: GameRow, cell: CellRow) => CellContent;
  /**
   * More to check or write in the same transaction, after `authorize` and before the cell is written at `now`
   * (throwing rolls everything back).
   */
  prepare?: (
    trx: Db,
    change: { game: GameRow; player: PlayerRow; cell: CellRow; now: string },
  ) => Promise<void>;
  /** The files the change takes out of the cell are kept (`prepare` recorded them), not deleted. */
  keepReplaced?: boolean;
  /** Tells the player that the host rejected their photo. */
  rejected?: boolean;
}

/**
 * What a change did to a photo guests reported, for its player: reports took their counted photo off the game
 * ('hidden'), or that photo counts again (its reports fell below the threshold, or a person approved it:
 * 'returned'). Undefined for any other change.
 */
function reportsChange(before: CellRow, after: CellRow): TCellUpdate['reports'] {
  if (before.hold !== 'reported' && after.hold === 'reported' && before.is_marked === 1) return 'hidden';
  const same = after.image_key !== null && after.image_key === before.image_key;
  if (before.hold === 'reported' && after.hold === null && same && after.is_marked === 1) return 'returned';
  return undefined;
}

/** The changed cell as a prize's line reads it: how its photo left the card (a reviewer, a hold, the player). */
function lineCell(request: CellChangeRequest, after: CellRow): LineCell {
  const cause = request.rejected ? 'rejected' : after.hold !== null ? 'hidden' : 'changed';
  return { idx: after.idx, label: after.value, cause };
}

/** A member writes only their own team's card, while they are in the game. */
async function assertTeamWriter(trx: Db, card: PlayerRow, actorId: string) {
  const actor = await findPlayerById(trx, actorId);
  if (!actor || actor.status === 'removed') throw refuse(ErrorCode.REMOVED_FROM_GAME);
  if (actor.kind !== 'member' || card.kind !== 'team' || actor.team_id !== card.team_id) {
    throw forbidden("You can only change your own team's card");
  }
}

/**
 * Changes one cell of a player's card in a transaction serialized with the game's other writers (pause, end,
 * other uploads), re-checking the rules there; then deletes the files it replaced (unless it keeps them) and
 * tells the game room.
 */
export async function changeCell(ctx: AppContext, request: CellChangeRequest): Promise<TCell> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const game = await lockGame(trx, ctx.dbKind, request.gameId);
    if (!game) throw notFound(GAME_NOT_FOUND);
    const player = await findPlayerById(trx, request.playerId);
    if (!player || player.game_id !== game.id) throw notFound('Player not found');
    const cell = await findCell(trx, player.id, request.idx);
    if (!cell) throw badRequest('No such cell');
    if (request.actorId !== undefined && request.actorId !== player.id) {
      await assertTeamWriter(trx, player, request.actorId);
    }
    request.authorize(game, player, cell);

    const now = new Date().toISOString();
    await request.prepare?.(trx, { game, player, cell, now });
    const content: CellContent = { hold: null, hold_detail: null, ...request.next(game, cell) };
    const updated: CellRow = { ...cell, ...content, updated_at: now };
    await updateCell(trx, player.id, cell.idx, { ...content, updated_at: now });
    const progress: BoardProgress = await syncBoardCompletion(trx, game, player, now);
    const first = progress.newlyCompleted ? await isFirstToComplete(trx, game.id, player.id) : false;
    const replaced = [cell.image_key, cell.thumb_key].filter(
      (key): key is string => key !== null && key !== updated.image_key && key !== updated.thumb_key,
    );
    // A prize winner's card that stops (or starts again) meeting their prize's condition: the award says so.
    const awards = prizeLineAfterChange(game, player.id, progress, lineCell(request, updated), now);
    if (awards !== null) await updateGame(trx, game.id, { prize_awards: awards });
    const prizeLine = awards === null ? null : { ...game, prize_awards: awards };
    return { game, player, before: cell, cell: updated, progress, first, replaced, prizeLine };
  });

  if (!request.keepReplaced) await deleteMediaFiles(ctx.media, result.replaced);
  const cell = presentCell(result.cell, result.game.board_size);
  const reports = reportsChange(result.before, result.cell);
  publishCellUpdated(ctx, result.game.id, {
    playerId: result.player.id,
    cell,
    ...(request.rejected ? { rejected: true } : {}),
    ...(reports ? { reports } : {}),
    markedCount: result.progress.markedCount,
  });
  if (result.prizeLine) announcePrizeLine(ctx, result.prizeLine, result.player.id);
  if (result.progress.newlyCompleted && result.progress.completedAt) {
    publishPlayerCompleted(ctx, result.game.id, {
      playerId: result.player.id,
      completedAt: result.progress.completedAt,
      first: result.first,
    });
  }
  return cell;
}
