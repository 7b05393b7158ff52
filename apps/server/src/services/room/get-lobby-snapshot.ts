import type { TLobbySnapshot } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { findGameById } from '../../db/repositories/games.repo';
import {
  findPlayerById,
  listGamePlayers,
  listRecentGamePlayers,
  type PlayerRow,
} from '../../db/repositories/players.repo';
import { presentGameSummary } from '../../presenters/game';
import { presentQueuePlayer } from '../../presenters/player';

/**
 * The lobby as a client rebuilds it on every (re)connect; undefined if the game is gone. The host's screens
 * (`playerId` null) get every player. A player's phone gets the most recent joins and its own entry, with the
 * count of all: a phone shows the lobby's size and its latest arrivals, and 5,000 phones connecting to a full
 * lobby each sent every name was O(N²) bytes (docs/decisions/009-phones-get-what-they-show.md).
 */
export async function getLobbySnapshot(
  ctx: AppContext,
  gameId: string,
  playerId: string | null,
  /** The player's own row when the caller read it just now (a fresh read): not read again. */
  ownRow?: PlayerRow,
): Promise<TLobbySnapshot | undefined> {
  if (playerId === null) {
    const [game, players] = await Promise.all([
      findGameById(ctx.db, gameId),
      listGamePlayers(ctx.db, gameId),
    ]);
    if (!game) return undefined;
    const playerCount = players.length;
    return {
      game: presentGameSummary(game, playerCount),
      players: players.map(presentQueuePlayer),
      playerCount,
    };
  }
  const [game, recent, own] = await Promise.all([
    findGameById(ctx.db, gameId),
    listRecentGamePlayers(ctx.db, gameId),
    ownRow ?? findPlayerById(ctx.db, playerId),
  ]);
  if (!game) return undefined;
  // The player's own entry joined before the window when it is not in it: first, as in joining order.
  const ownMissing =
    own !== undefined &&
    own.status !== 'removed' &&
    own.game_id === gameId &&
    !recent.some((p) => p.id === own.id);
  const players = ownMissing ? [own, ...recent] : recent;
  // Reads that ran side by side can disagree by a join or removal meanwhile: never fewer than listed.
  const count = Math.max(game.player_count, players.length);
  return {
    game: presentGameSummary(game, count),
    players: players.map(presentQueuePlayer),
    playerCount: count,
  };
}
