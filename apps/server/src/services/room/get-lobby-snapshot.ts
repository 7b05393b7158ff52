import type { TLobbySnapshot } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { findGameById, type GameRow } from '../../db/repositories/games.repo';
import { findPlayersOfLiveSessions } from '../../db/repositories/player-sessions.repo';
import { listGamePlayers, listRecentGamePlayers, type PlayerRow } from '../../db/repositories/players.repo';
import { groupedRuns, perOwner } from '../../lib/grouped-runs';
import { presentGameSummary } from '../../presenters/game';
import { presentQueuePlayer, type QueuePlayerRow } from '../../presenters/player';

/**
 * The lobby as a host's screen rebuilds it on every (re)connect, every player listed; undefined if the game is
 * gone.
 */
export async function getHostLobbySnapshot(
  ctx: AppContext,
  gameId: string,
): Promise<TLobbySnapshot | undefined> {
  const [game, players] = await Promise.all([findGameById(ctx.db, gameId), listGamePlayers(ctx.db, gameId)]);
  if (!game) return undefined;
  const playerCount = players.length;
  return {
    game: presentGameSummary(game, playerCount),
    players: players.map(presentQueuePlayer),
    playerCount,
  };
}

/** A phone that has just connected: the credential it connected with and the player it connected as. */
export interface PhoneConnect {
  tokenHash: string;
  playerId: string;
  deviceId: string;
}

/** Phone snapshots read at a time for one game. */
const MAX_PHONE_SNAPSHOTS = 100;

/**
 * The lobby as a phone rebuilds it on every (re)connect, or undefined when its credential is no longer live (the
 * session ended, or the player moved to another device while the handshake was under way) or the game is gone.
 * A phone gets the most recent joins and its own entry, with the count of all: a phone shows the lobby's size and
 * its latest arrivals, and 5,000 phones connecting to a full lobby each sent every name was O(N²) bytes
 * (docs/decisions/009-phones-get-what-they-show.md).
 *
 * The phones of one game that connect together share their reads (lib/grouped-runs.ts): the game, its recent
 * joins and every phone's own row are read once for the group, after each of them joined its rooms.
 */
export function getPhoneLobbySnapshot(
  ctx: AppContext,
  gameId: string,
  phone: PhoneConnect,
): Promise<TLobbySnapshot | undefined> {
  return phoneSnapshotsOf(ctx)(gameId, phone);
}

const phoneSnapshotsOf = perOwner((ctx: AppContext) =>
  groupedRuns(MAX_PHONE_SNAPSHOTS, async (gameId, phones: PhoneConnect[]) => {
    const [game, recent, owns] = await Promise.all([
      findGameById(ctx.db, gameId),
      listRecentGamePlayers(ctx.db, gameId),
      findPlayersOfLiveSessions(
        ctx.db,
        phones.map((p) => p.tokenHash),
        phones.map((p) => p.playerId),
      ),
    ]);
    return phones.map((phone) => {
      const own = owns.find(
        (row) =>
          row.session_token_hash === phone.tokenHash &&
          row.id === phone.playerId &&
          row.device_id === phone.deviceId,
      );
      return game && own ? phoneSnapshot(game, recent, own) : undefined;
    });
  }),
);

function phoneSnapshot(game: GameRow, recent: readonly QueuePlayerRow[], own: PlayerRow): TLobbySnapshot {
  // The player's own entry joined before the window when it is not in it: first, as in joining order.
  const ownMissing =
    own.status !== 'removed' && own.game_id === game.id && !recent.some((p) => p.id === own.id);
  const players = ownMissing ? [own, ...recent] : recent;
  // Reads that ran side by side can disagree by a join or removal meanwhile: never fewer than listed.
  const count = Math.max(game.player_count, players.length);
  return {
    game: presentGameSummary(game, count),
    players: players.map(presentQueuePlayer),
    playerCount: count,
  };
}
