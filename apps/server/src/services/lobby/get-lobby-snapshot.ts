import type { TLobbySnapshot } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { findGameById } from '../../db/repositories/games.repo';
import { listGamePlayers } from '../../db/repositories/players.repo';
import { presentGameSummary } from '../../presenters/game';
import { presentQueuePlayer } from '../../presenters/player';

/** The whole lobby as a client rebuilds it on every (re)connect; undefined if the game is gone. */
export async function getLobbySnapshot(ctx: AppContext, gameId: string): Promise<TLobbySnapshot | undefined> {
  const [game, players] = await Promise.all([findGameById(ctx.db, gameId), listGamePlayers(ctx.db, gameId)]);
  if (!game) return undefined;
  return { game: presentGameSummary(game, players.length), players: players.map(presentQueuePlayer) };
}
