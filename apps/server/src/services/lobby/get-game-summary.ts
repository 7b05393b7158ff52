import type { TGameSummary } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { countGamePlayers } from '../../db/repositories/players.repo';
import { presentGameSummary } from '../../presenters/game';

/** What anyone with the code may see of a game, with its current player count. */
export async function getGameSummary(ctx: AppContext, game: GameRow): Promise<TGameSummary> {
  return presentGameSummary(game, await countGamePlayers(ctx.db, game.id));
}
