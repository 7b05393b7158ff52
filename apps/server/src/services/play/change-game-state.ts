import { GAME_NOT_FOUND } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import { lockGame, updateGame, type GameChanges, type GameRow } from '../../db/repositories/games.repo';
import { countGamePlayers } from '../../db/repositories/players.repo';
import { notFound } from '../../errors';
import { presentGameSummary } from '../../presenters/game';
import { publishGameUpdated } from '../../realtime/publish';

/**
 * Moves a game to a new state decided on the locked row (so it cannot cross an upload or another host
 * action), then tells the room and re-arms (or clears) the game's time-up timer.
 */
export async function changeGameState(
  ctx: AppContext,
  gameId: string,
  decide: (game: GameRow, now: Date, trx: Db) => GameChanges | Promise<GameChanges>,
): Promise<{ game: GameRow; playerCount: number }> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockGame(trx, ctx.dbKind, gameId);
    if (!locked) throw notFound(GAME_NOT_FOUND);
    await updateGame(trx, gameId, await decide(locked, new Date(), trx));
    const game = await lockGame(trx, ctx.dbKind, gameId);
    if (!game) throw notFound(GAME_NOT_FOUND);
    return { game, playerCount: await countGamePlayers(trx, gameId) };
  });
  ctx.timers.schedule(result.game);
  publishGameUpdated(ctx, gameId, presentGameSummary(result.game, result.playerCount));
  return result;
}
