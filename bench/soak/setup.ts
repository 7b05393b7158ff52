import { randomUUID } from 'node:crypto';
import { createDatabase, dropDatabase } from '@picture-bingo/testkit/processes';
import { ApiClient, mapLimit, PHOTO_CELLS_5X5, setup5x5, type JoinedPlayer } from '@picture-bingo/testkit';
import type { PlannedUpload } from './protocol';

/** A game of the soak: its host and its joined players. */
export interface SoakGame {
  index: number;
  code: string;
  hostToken: string;
  players: JoinedPlayer[];
}

/** Each game has its own host, who creates it and pays at the local checkout; its lobby is then open. */
export function createGames(api: ApiClient, games: number, players: number): Promise<SoakGame[]> {
  return mapLimit(
    Array.from({ length: games }, (_, g) => g),
    2,
    async (index) => {
      const hostToken = (await api.registerHost()).accessToken;
      // No time limit: the clock must not close uploads before the run ends.
      const game = await api.createPaidGame(hostToken, {
        ...setup5x5,
        eventTitle: `Soak game ${index + 1}`,
        maxPlayer: Math.max(1, playersIn(index, players, games)),
        timeLimitMinutes: null,
      });
      return { index, code: game.gameCode, hostToken, players: [] };
    },
  );
}

/** How many of `players` play in game `index` of `games`: as even as it goes, the first games one more. */
export const playersIn = (index: number, players: number, games: number) =>
  Math.floor(players / games) + (index < players % games ? 1 : 0);

/** Every player joins from a new device (a player session each); the games fill side by side. */
export async function joinAll(api: ApiClient, games: SoakGame[], players: number) {
  await mapLimit(games, 2, async (game) => {
    game.players = await api.joinPlayers(game.code, playersIn(game.index, players, games.length), 4);
  });
}

/** A seeded shuffle, so a run's plan can be told again from its configuration. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) & 0x7fffffff;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Every photo of the run at an even pace: round k is every player's k-th photo, players of different games
 * alternate within a round, and photo n leaves at n × (duration / total). A player's next photo is thus a
 * whole round later, as a phone sends one photo at a time. Each player fills the cells in their own order.
 */
export function planUploads(games: SoakGame[], photos: number, durationMs: number): PlannedUpload[] {
  const perGame = Math.max(...games.map((g) => g.players.length));
  const players = Array.from({ length: perGame }, (_, j) =>
    games.flatMap((game) =>
      game.players[j]
        ? [{ game, player: game.players[j], order: shuffled(PHOTO_CELLS_5X5, j * 97 + game.index) }]
        : [],
    ),
  ).flat();
  const total = players.length * photos;
  const gap = durationMs / total;
  const plan: PlannedUpload[] = [];
  for (let k = 0; k < photos; k++) {
    for (const { game, player, order } of players) {
      const id = plan.length;
      plan.push({
        id,
        game: game.index,
        code: game.code,
        deviceToken: player.token,
        playerId: player.id,
        idx: order[k % order.length],
        dueMs: id * gap,
      });
    }
  }
  return plan;
}

/** A fresh database on the PostgreSQL server of `adminUrl`, dropped again by `drop`. */
export async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pb_soak_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  return { url: await createDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}
