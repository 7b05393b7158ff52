import { ApiClient, type JoinedPlayer, mapLimit, PHOTO_CELLS_5X5, setup5x5 } from '@picture-bingo/testkit';
import { makeJpeg } from '../lib/jpeg';
import type { LoadRequest } from './protocol';

/** How many players a join game may hold in this bench (the product allows up to 2000). */
const JOIN_GAME_MAX = 1000;

export interface HttpFixture {
  /** The 100-player 5x5 game, started, with photos on the cards. */
  code: string;
  players: JoinedPlayer[];
  /** Request rotations per scenario, for our server (the baseline answers the same paths). */
  requests: { join: LoadRequest[]; board: LoadRequest[]; gallery: LoadRequest[] };
  /** Our server's answers, for the baseline to send back (same objects, same size). */
  payloads: { join: unknown; board: unknown; gallery: unknown };
  /** How many lobby games the joins are spread over, and how many players each held before. */
  joinGames: number;
  /** The host's access token and the lobby games' codes, to count the players the join runs added. */
  host: string;
  lobbies: string[];
}

export interface FixtureOptions {
  players: number;
  /** Photos uploaded per player (real uploads through sharp). */
  photos: number;
  /** Fresh device sessions made for the join scenario: one first join each. */
  joins: number;
  log: (line: string) => void;
}

const game5x5 = (maxPlayer: number) => ({ ...setup5x5, maxPlayer });

/**
 * Builds the games the scenarios read, through the real API: a started 100-player 5x5 game with photos (board
 * and gallery), and lobby games of 100 players each that `joins` new devices then join once each.
 */
export async function buildFixture(api: ApiClient, options: FixtureOptions): Promise<HttpFixture> {
  const { log } = options;
  const host = (await api.registerHost()).accessToken;
  const game = await api.createPaidGame(host, game5x5(Math.max(options.players, 50)));
  let t = performance.now();
  const players = await api.joinPlayers(game.gameCode, options.players, 8);
  await api.start(host, game.gameCode);
  log(
    `  ${options.players} players joined game ${game.gameCode} in ${(performance.now() - t).toFixed(0)} ms`,
  );

  t = performance.now();
  const jpeg = await makeJpeg();
  // Different cells per player; (i + 5k) mod 24 never repeats for one player (5 and 24 are coprime).
  const uploads = players.flatMap((p, i) =>
    Array.from({ length: Math.min(options.photos, 24) }, (_, k) => ({
      token: p.token,
      idx: PHOTO_CELLS_5X5[(i + 5 * k) % 24],
    })),
  );
  await mapLimit(uploads, 4, (u) => api.uploadPhoto(game.gameCode, u.token, u.idx, jpeg));
  log(`  ${uploads.length} photos uploaded in ${(performance.now() - t).toFixed(0)} ms`);

  t = performance.now();
  const joinGames = Math.max(1, Math.ceil(options.joins / (JOIN_GAME_MAX - options.players)));
  const lobbies: string[] = [];
  for (let g = 0; g < joinGames; g++) {
    const lobby = await api.createPaidGame(host, game5x5(JOIN_GAME_MAX));
    await api.joinPlayers(lobby.gameCode, options.players, 8);
    lobbies.push(lobby.gameCode);
  }
  const sessions = await mapLimit(
    Array.from({ length: options.joins + 1 }, (_, i) => i),
    16,
    () => api.newSession(),
  );
  log(
    `  ${joinGames} lobby game(s) of ${options.players} players and ${sessions.length} device sessions in ${(performance.now() - t).toFixed(0)} ms`,
  );

  const spare = sessions.pop();
  if (!spare) throw new Error('no session');
  const joinPayload = await api.join(lobbies[0], spare.token, 'Spare Player');
  const board = await api.call('GET', `/api/game/${game.gameCode}/board`, { deviceToken: players[0].token });
  const gallery = await api.call('GET', `/api/game/${game.gameCode}/gallery`, {
    deviceToken: players[0].token,
  });

  const get = (path: string, token: string): LoadRequest => ({
    method: 'GET',
    path,
    headers: { 'x-device-token': token },
  });
  return {
    code: game.gameCode,
    players,
    joinGames,
    host,
    lobbies,
    payloads: { join: joinPayload, board, gallery },
    requests: {
      board: players.map((p) => get(`/api/game/${game.gameCode}/board`, p.token)),
      gallery: players.map((p) => get(`/api/game/${game.gameCode}/gallery`, p.token)),
      join: sessions.map((s, i) => ({
        method: 'POST',
        path: `/api/game/${lobbies[i % joinGames]}/join`,
        headers: { 'x-device-token': s.token, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Joiner ${i + 1}` }),
      })),
    },
  };
}
