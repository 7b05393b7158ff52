import { gameStage, isBeforeStart, isSettled, type TQueuePlayer, ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { lockGame, setPlayerCount } from '../../db/repositories/games.repo';
import { findPlayerById, findPlayerByName, updatePlayer } from '../../db/repositories/players.repo';
import { retryOnDeadlock } from '../../lib/db-errors';
import { conflict, notFound } from '../../errors';
import { clockOf } from '../../presenters/game';
import { presentGameSummary } from '../../presenters/game';
import { presentQueuePlayer } from '../../presenters/player';
import { publishGameUpdated, publishPlayerJoined } from '../../realtime/publish';

/**
 * The host undoes a removal: the player is back in the queue with their card as it was, photos included (they are
 * kept while the game runs, see remove-player.ts), and their device works again. Waiting in the lobby, or
 * playing if the game has started. Restoring a player who is not removed changes nothing.
 */
export async function restorePlayer(ctx: AppContext, game: GameRow, playerId: string): Promise<TQueuePlayer> {
  if (isSettled(gameStage(clockOf(game), Date.now()))) throw conflict(ErrorCode.GAME_ALREADY_ENDED);
  const outcome = await retryOnDeadlock(() =>
    ctx.db.transaction().execute(async (trx) => {
      // The game row first, as every writer of its players does (see remove-player.ts).
      const locked = await lockGame(trx, ctx.dbKind, game.id);
      if (!locked) throw notFound('Player not found');
      if (isSettled(gameStage(clockOf(locked), Date.now()))) throw conflict(ErrorCode.GAME_ALREADY_ENDED);
      const player = await findPlayerById(trx, playerId);
      if (!player || player.game_id !== game.id || player.kind === 'team') throw notFound('Player not found');
      if (player.status !== 'removed') return { player, restored: false, game: locked, playerCount: 0 };
      if (await findPlayerByName(trx, game.id, player.name, player.id))
        throw conflict(ErrorCode.RESTORE_NAME_TAKEN);
      const playerCount = locked.player_count;
      if (playerCount >= locked.max_player) throw conflict(ErrorCode.RESTORE_GAME_FULL);
      // Their card and photos are as they were, so a card they had completed still is (from the same moment).
      const status = isBeforeStart(gameStage(clockOf(locked), Date.now()))
        ? 'waiting'
        : player.completed_at !== null
          ? 'completed'
          : 'playing';
      await updatePlayer(trx, player.id, { status, removed_at: null });
      await setPlayerCount(trx, game.id, playerCount + 1);
      const restored = { ...player, status, removed_at: null } as const;
      return { player: restored, restored: true, game: locked, playerCount: playerCount + 1 };
    }),
  );
  const queuePlayer = presentQueuePlayer(outcome.player);
  if (outcome.restored) {
    // Their photo addresses are served again (other nodes follow within a second).
    ctx.withheldMedia.invalidate();
    publishPlayerJoined(ctx, game.id, queuePlayer, outcome.playerCount);
    publishGameUpdated(ctx, game.id, presentGameSummary(outcome.game, outcome.playerCount));
  }
  return queuePlayer;
}
