import { CLEAR_RECENT_MAX_PLAYERS, type TPlayersChanged } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { listRecentPlayersWithoutPhoto } from '../../db/repositories/players.repo';
import { presentQueuePlayer } from '../../presenters/player';
import { removePlayer } from './remove-player';

/**
 * The host clears a flood of joins in one action: every player still in the game who joined in the last
 * `withinMinutes` and has no photo on their card is removed, each as removePlayer does it (their device cannot
 * rejoin, and each can be brought back). The answer lists them, so the host can undo the whole action.
 */
export async function clearRecentPlayers(
  ctx: AppContext,
  game: GameRow,
  withinMinutes: number,
): Promise<TPlayersChanged> {
  const since = new Date(Date.now() - withinMinutes * 60_000).toISOString();
  const recent = await listRecentPlayersWithoutPhoto(ctx.db, game.id, since, CLEAR_RECENT_MAX_PLAYERS);
  for (const player of recent) await removePlayer(ctx, game, player.id);
  return { players: recent.map((player) => presentQueuePlayer(player)) };
}
