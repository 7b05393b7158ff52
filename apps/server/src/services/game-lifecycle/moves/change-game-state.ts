import { gameStage, GAME_NOT_FOUND } from '@picture-bingo/shared';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/kysely';
import { lockGame, updateGame, type GameChanges, type GameRow } from '../../../db/repositories/games.repo';
import { notFound } from '../../../errors';
import { clockOf } from '../../../presenters/game';
import { queueRemovedPlayersPhotos } from '../../media/queue-removed-players-photos';
import { finishMediaDeletions } from '../../retention/media-deletions';

/**
 * Moves a game to a new state decided on the locked row (so it cannot cross an upload or another host
 * action), then re-arms (or clears) the game's time-up timer; the move publishes what its table entry lists. The
 * change that completes the game deletes its removed players' photos (through the deletion queue, in the same
 * transaction).
 */
export async function changeGameState(
  ctx: AppContext,
  gameId: string,
  decide: (game: GameRow, now: Date, trx: Db) => GameChanges | Promise<GameChanges>,
): Promise<{ game: GameRow; playerCount: number }> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockGame(trx, ctx.dbKind, gameId);
    if (!locked) throw notFound(GAME_NOT_FOUND);
    const now = new Date();
    await updateGame(trx, gameId, await decide(locked, now, trx));
    const game = await lockGame(trx, ctx.dbKind, gameId);
    if (!game) throw notFound(GAME_NOT_FOUND);
    const deleted =
      gameStage(clockOf(game)) === 'completed' && gameStage(clockOf(locked)) !== 'completed'
        ? await queueRemovedPlayersPhotos(trx, gameId, now.toISOString())
        : [];
    return { game, playerCount: game.player_count, deleted };
  });
  await finishMediaDeletions(ctx, result.deleted);
  ctx.timers.schedule(result.game);
  return { game: result.game, playerCount: result.playerCount };
}
