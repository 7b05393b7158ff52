import { isSettled, ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { lockGame } from '../../db/repositories/games.repo';
import { findPlayerById, updatePlayer } from '../../db/repositories/players.repo';
import { retirePlayerRejoinCodes } from '../../db/repositories/rejoin-codes.repo';
import { notFound, conflict } from '../../errors';
import { stageOf } from '../../policies/play';
import { publishPlayerRemoved } from '../../realtime/publish';

/**
 * The host removes a player: it leaves the queue, its screen is told, and its device can never rejoin this
 * game (the device's player row stays, marked removed). Their photos stay stored but shown nowhere (every gallery,
 * progress view, review queue and zip leaves removed players out, and /media answers 404 for them: see
 * services/media/withheld-media.ts), so undoing the removal gives the card back as it was; they are deleted when
 * the game is settled (cancelling deletes every photo; completing deletes removed players' photos, see
 * services/media/queue-removed-players-photos.ts). Removing a removed player again changes nothing.
 */
export async function removePlayer(ctx: AppContext, game: GameRow, playerId: string): Promise<void> {
  // A finished game is history: its gallery and leaderboard keep everyone who played.
  if (isSettled(stageOf(game))) throw conflict(ErrorCode.GAME_ALREADY_ENDED);
  const removed = await ctx.db.transaction().execute(async (trx) => {
    // The game row first, like every other writer of its players: updating a player bumps the game's
    // content_version (migration 007), and taking the two locks in one order keeps PostgreSQL free of deadlocks.
    await lockGame(trx, ctx.dbKind, game.id);
    const player = await findPlayerById(trx, playerId);
    if (!player || player.game_id !== game.id) throw notFound('Player not found');
    if (player.status === 'removed') return null;
    const now = new Date().toISOString();
    await updatePlayer(trx, player.id, { status: 'removed', removed_at: now });
    // A rejoin code read out before the removal must not bring them back (not even if the removal is undone).
    await retirePlayerRejoinCodes(trx, player.id, now);
    return true;
  });
  if (!removed) return;
  // Their photo addresses answer 404 from now on (other nodes follow within a second).
  ctx.withheldMedia.invalidate();
  publishPlayerRemoved(ctx, game.id, playerId);
}
