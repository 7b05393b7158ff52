import { gameStage, isSettled, ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { lockGame, setPlayerCount } from '../../db/repositories/games.repo';
import { findPlayerById, updatePlayer } from '../../db/repositories/players.repo';
import { retirePlayerRejoinCodes } from '../../db/repositories/rejoin-codes.repo';
import { notFound, conflict } from '../../errors';
import { clockOf } from '../../presenters/game';
import { publishPlayerRemoved } from '../../realtime/publish';
import { recountReportsOf } from '../play/report-photo';
import { announceClearedPhotos, clearMemberPhotos } from '../teams/clear-member-photos';

/**
 * The host removes a player: it leaves the queue, its screen is told, and its device can never rejoin this
 * game (the device's player row stays, marked removed). Their photos stay stored but shown nowhere (every gallery,
 * progress view, review queue and zip leaves removed players out, and /media answers 404 for them: see
 * services/media/withheld-media.ts), so undoing the removal gives the card back as it was; they are deleted when
 * the game is settled (cancelling deletes every photo; completing deletes removed players' photos, see
 * services/media/queue-removed-players-photos.ts). Removing a removed player again changes nothing.
 *
 * A team member's photos are on their team's card, which stays in play: they stay there (the team earned them),
 * unless the host asks for them to go too (`photos: 'remove'`), which empties the cells they filled for good, as
 * rejecting each photo would, and is not undone by restoring the member (docs/decisions/035-teams.md).
 */
export async function removePlayer(
  ctx: AppContext,
  game: GameRow,
  playerId: string,
  options: { photos?: 'keep' | 'remove' } = {},
): Promise<void> {
  // A finished game is history: its gallery and leaderboard keep everyone who played.
  if (isSettled(gameStage(clockOf(game), Date.now()))) throw conflict(ErrorCode.GAME_ALREADY_ENDED);
  const removed = await ctx.db.transaction().execute(async (trx) => {
    // The game row first, like every other writer of its players: updating a player bumps the game's
    // content_version (migration 007), and taking the two locks in one order keeps PostgreSQL free of deadlocks.
    const locked = await lockGame(trx, ctx.dbKind, game.id);
    if (!locked) throw notFound('Player not found');
    const player = await findPlayerById(trx, playerId);
    // A team's card is not a person: it stays while the team is in the game.
    if (!player || player.game_id !== game.id || player.kind === 'team') throw notFound('Player not found');
    if (player.status === 'removed') return null;
    const now = new Date().toISOString();
    await updatePlayer(trx, player.id, { status: 'removed', removed_at: now });
    await setPlayerCount(trx, game.id, locked.player_count - 1);
    // A rejoin code read out before the removal must not bring them back (not even if the removal is undone).
    await retirePlayerRejoinCodes(trx, player.id, now);
    // A member's photos are their team's and stay on its card, unless the host takes them off too.
    const cleared =
      player.kind === 'member' && options.photos === 'remove'
        ? await clearMemberPhotos(trx, locked, player, now)
        : null;
    return { cleared };
  });
  if (!removed) return;
  if (removed.cleared) await announceClearedPhotos(ctx, game.id, removed.cleared);
  // Their photo addresses answer 404 from now on (other nodes follow within a second).
  ctx.withheldMedia.invalidate();
  publishPlayerRemoved(ctx, game.id, playerId);
  // Their reports stop counting: a photo hidden by them alone comes back.
  await recountReportsOf(ctx, game, playerId);
}
