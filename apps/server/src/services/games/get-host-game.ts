import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import type { HostGameView } from '../../presenters/game';
import { gameSetupProblems, teamCountOf } from './game-setup';

/** A game as its host's screens show it, when its player count is known already. */
export function hostGameView(game: GameRow, playerCount: number, teamCount?: number): HostGameView {
  return { game, playerCount, setupProblems: gameSetupProblems(game, teamCount) };
}

/** A game as its host's screens show it: with its player count and what still blocks paying or starting it. */
export async function getHostGame(ctx: AppContext, game: GameRow): Promise<HostGameView> {
  return hostGameView(game, game.player_count, await teamCountOf(ctx.db, game));
}
