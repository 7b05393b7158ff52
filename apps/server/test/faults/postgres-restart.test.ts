import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, type TCell, type TPlayerSession } from '@picture-bingo/shared';
import { ApiClient, type ApiAnswer } from '@picture-bingo/testkit';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { SERVICE_UNAVAILABLE } from '../../src/errors';
import { completeSetup } from '../factories';
import { makeJpeg } from '../images';
import { openSocket, recordEvents, type ClientSocket } from '../players';
import {
  createDatabase,
  startPrivatePostgres,
  startServer,
  type PrivatePostgres,
  type ServerProcess,
} from '../processes';
import {
  call,
  createPaidGame,
  createStartedGame,
  joinAs,
  rawCall,
  uploadPhoto,
  type CallInit,
} from '../remote';
import { PASSWORD, uniqueEmail } from '../test-app';

/**
 * PostgreSQL restarts (`pg_ctl stop -m fast`, a gap, `pg_ctl start`) under a running server. Requests in the gap,
 * reads and writes, REST and socket handshakes, are answered at once with a 503 and the clear message (none
 * hangs); sockets already open stay open; once PostgreSQL is back the same server process works again by itself.
 * PostgreSQL only (a private cluster, so the machine's own is never stopped). FAULT_PG_GAP_SECONDS sets how long
 * PostgreSQL stays down (3 s in the suite).
 */
const GAP_MS = Number(process.env.FAULT_PG_GAP_SECONDS ?? 3) * 1000;
/**
 * No request may take longer than this in the gap. A refused connection fails at once; the server's own bound
 * is the pool's 5 s connection timeout (db/kysely.ts), for a database that does not answer at all.
 */
const NO_HANG_MS = 6_000;

interface Probe {
  name: string;
  status: number;
  ms: number;
  body: string;
  retryAfter: string | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One request, timed; its answer whatever it is (status 0: no answer, e.g. cut off after NO_HANG_MS). */
async function probe(name: string, send: () => Promise<ApiAnswer>): Promise<Probe> {
  const started = performance.now();
  try {
    const res = await send();
    const retryAfter = res.headers['retry-after'] ?? null;
    return { name, status: res.status, ms: performance.now() - started, body: res.text, retryAfter };
  } catch (error) {
    return { name, status: 0, ms: performance.now() - started, body: String(error), retryAfter: null };
  }
}

/** A socket handshake, timed: how the server answered it. */
function socketProbe(base: string, auth: Parameters<typeof openSocket>[1], sockets: ClientSocket[]) {
  const started = performance.now();
  const socket = openSocket(base, auth, false);
  sockets.push(socket);
  return new Promise<{ outcome: 'connected' | 'refused'; message: string; code: unknown; ms: number }>(
    (resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`socket handshake hung for ${NO_HANG_MS} ms`)),
        NO_HANG_MS,
      );
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve({ outcome: 'connected', message: '', code: null, ms: performance.now() - started });
      });
      socket.once('connect_error', (error) => {
        clearTimeout(timer);
        const data = (error as Error & { data?: { code?: unknown } }).data;
        resolve({
          outcome: 'refused',
          message: error.message,
          code: data?.code,
          ms: performance.now() - started,
        });
      });
    },
  );
}

describe('PostgreSQL restarts under a running server', () => {
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-pg-restart-'));
  const sockets: ClientSocket[] = [];
  let postgres: PrivatePostgres | null = null;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const databaseUrl = await createDatabase(postgres.url(), 'picture_bingo');
    server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(tempRoot, 'data'),
      WEB_DIST_DIR: path.join(tempRoot, 'no-web'),
      JWT_SECRET: '',
      AUTH_RATE_LIMIT_MAX: '1000',
      JOIN_RATE_LIMIT_MAX: '1000',
      UPLOAD_RATE_LIMIT_MAX: '1000',
    });
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await server?.stop();
    await postgres?.destroy();
    fs.rmSync(tempRoot, { recursive: true, force: true });
  }, 60_000);

  it(
    'answers 503 at once in the gap, never hangs, and recovers by itself when PostgreSQL is back',
    async () => {
      onTestFailed(() => {
        console.error(`--- server ---\n${server?.log().slice(-8000)}`);
        console.error(`--- postgres ---\n${postgres?.log().slice(-4000)}`);
      });
      const base = server?.url ?? '';
      const pid = server?.child.pid;
      const timed = (init: CallInit = {}): CallInit => ({ ...init, timeoutMs: NO_HANG_MS });

      // A game in its lobby, a game being played, and a device that has a session but has not joined yet.
      const lobby = await createPaidGame(base);
      const game = await createStartedGame(base, { ...completeSetup, photoReview: false }, ['Ana', 'Bo']);
      const [ana, bo] = game.players;
      const newcomer = await call<TPlayerSession>(base, 'POST', '/api/player/session', {
        headers: { 'x-device-id': randomUUID() },
      });
      const host = openSocket(base, { gameCode: game.code, hostToken: game.token }, true);
      sockets.push(host);
      const hostEvents = recordEvents(host);
      await hostEvents.waitFor('lobby:snapshot', 1, 10_000);
      const photo = await makeJpeg(320, 240);
      await uploadPhoto(base, game.code, ana.token, 0, photo);

      // Background traffic the whole time, before the stop and after the start: every answer is a success or
      // the clear 503, and none hangs.
      const background: (Probe & { at: number })[] = [];
      let running = true;
      const traffic = (async () => {
        while (running) {
          const at = Date.now();
          const read = await probe('background read', () =>
            rawCall(base, 'GET', `/api/game/${lobby.code}/players`, timed({ token: lobby.token })),
          );
          const write = await probe('background write', () =>
            rawCall(base, 'POST', '/api/player/session', timed({ headers: { 'x-device-id': randomUUID() } })),
          );
          background.push({ ...read, at }, { ...write, at });
          await sleep(50);
        }
      })();
      await sleep(300);

      // PostgreSQL stops (a restart's first half): open connections are ended, new ones refused.
      const stopping = Date.now();
      await postgres?.stop('fast');
      const stoppedIn = Date.now() - stopping;

      const gapProbes = await Promise.all([
        probe('GET /health', () => rawCall(base, 'GET', '/api/health', timed())),
        probe('GET /game/:code', () => rawCall(base, 'GET', `/api/game/${lobby.code}`, timed())),
        probe('GET /game/:code/players', () =>
          rawCall(base, 'GET', `/api/game/${lobby.code}/players`, timed({ token: lobby.token })),
        ),
        probe('GET /game/:code/board', () =>
          rawCall(base, 'GET', `/api/game/${game.code}/board`, timed({ deviceToken: bo.token })),
        ),
        probe('GET /game/:code/gallery', () =>
          rawCall(base, 'GET', `/api/game/${game.code}/gallery`, timed({ token: game.token })),
        ),
        probe('GET /game', () =>
          rawCall(base, 'GET', '/api/game?status=active', timed({ token: game.token })),
        ),
        probe('POST /auth/register', () =>
          rawCall(
            base,
            'POST',
            '/api/auth/register',
            timed({ body: { email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD } }),
          ),
        ),
        probe('POST /game', () => rawCall(base, 'POST', '/api/game', timed({ token: game.token, body: {} }))),
        probe('POST /player/session', () =>
          rawCall(base, 'POST', '/api/player/session', timed({ headers: { 'x-device-id': randomUUID() } })),
        ),
        probe('POST /game/:code/join', () =>
          rawCall(
            base,
            'POST',
            `/api/game/${lobby.code}/join`,
            timed({ deviceToken: newcomer.token, body: { name: 'Cy' } }),
          ),
        ),
        probe('PUT cell image', () =>
          ApiClient.at(base, NO_HANG_MS).putPhoto(game.code, ana.token, 1, photo),
        ),
        probe('POST /game/:code/pause', () =>
          rawCall(base, 'POST', `/api/game/${game.code}/pause`, timed({ token: game.token })),
        ),
      ]);
      const socketInGap = await socketProbe(base, { gameCode: game.code, hostToken: game.token }, sockets);
      const playerSocketInGap = await socketProbe(
        base,
        { gameCode: game.code, deviceToken: bo.token },
        sockets,
      );

      for (const p of gapProbes) {
        expect({ name: p.name, status: p.status }).toEqual({ name: p.name, status: 503 });
        expect(p.ms).toBeLessThan(NO_HANG_MS);
        const body = JSON.parse(p.body) as { message: string; code: string };
        // The health check (for a load balancer) says which service is away; every other route says it
        // plainly, with when to try again.
        if (p.name === 'GET /health') {
          expect(body).toEqual({ message: 'Database unavailable', code: ErrorCode.SERVICE_UNAVAILABLE });
        } else {
          expect(body).toEqual({ message: SERVICE_UNAVAILABLE, code: ErrorCode.SERVICE_UNAVAILABLE });
          expect(p.retryAfter).toBe('2');
        }
      }
      for (const s of [socketInGap, playerSocketInGap]) {
        expect(s).toMatchObject({
          outcome: 'refused',
          message: SERVICE_UNAVAILABLE,
          code: ErrorCode.SERVICE_UNAVAILABLE,
        });
      }
      // The socket that was open before stays open: it needs the database only to connect.
      expect(host.connected).toBe(true);

      // The rest of the gap, then PostgreSQL starts again: the same server process works again by itself.
      const gapLeft = GAP_MS - (Date.now() - stopping);
      if (gapLeft > 0) await sleep(gapLeft);
      const gapMs = Date.now() - stopping;
      const starting = Date.now();
      await postgres?.start();
      const startedIn = Date.now() - starting;
      let firstOk = 0;
      for (;;) {
        const res = await rawCall(
          base,
          'GET',
          `/api/game/${lobby.code}/players`,
          timed({ token: lobby.token }),
        );
        if (res.status === 200) {
          firstOk = Date.now() - starting;
          break;
        }
        expect(res.status).toBe(503);
        expect(Date.now() - starting).toBeLessThan(30_000);
        await sleep(50);
      }
      await sleep(300);
      running = false;
      await traffic;

      expect(server?.child.pid).toBe(pid);
      expect(server?.child.exitCode).toBeNull();
      expect(await call(base, 'GET', '/api/health')).toEqual({ status: 'ok', database: 'postgres' });
      const cy = await call<{ player: { id: string } }>(base, 'POST', `/api/game/${lobby.code}/join`, {
        deviceToken: newcomer.token,
        body: { name: 'Cy' },
      });
      expect(
        (
          await call<{ id: string }[]>(base, 'GET', `/api/game/${lobby.code}/players`, { token: lobby.token })
        ).map((p) => p.id),
      ).toEqual([cy.player.id]);
      await joinAs(base, lobby.code, 'Dee');
      const cell: TCell = await uploadPhoto(base, game.code, ana.token, 1, photo);
      const heard = await hostEvents.waitFor('cell:updated', 2, 10_000);
      expect(heard.cell).toEqual(cell);
      const socketAfter = await socketProbe(base, { gameCode: game.code, deviceToken: bo.token }, sockets);
      expect(socketAfter.outcome).toBe('connected');
      // Nothing from the gap was half-done: the pause was refused, so the game still plays.
      const board = await call<{ game: { phase: string } }>(base, 'GET', `/api/game/${game.code}/board`, {
        deviceToken: bo.token,
      });
      expect(board.game.phase).toBe('playing');

      // The background traffic: only successes and clear 503s, none hung, and some fell in the gap.
      const unexpected = background.filter(
        (p) => p.status !== 200 && !(p.status === 503 && JSON.parse(p.body).message === SERVICE_UNAVAILABLE),
      );
      expect(unexpected).toEqual([]);
      const refused = background.filter((p) => p.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(Math.max(...background.map((p) => p.ms))).toBeLessThan(NO_HANG_MS);
      expect(server?.log()).not.toMatch(/unhandled|uncaught/i);

      const ms = (n: number) => `${Math.round(n)} ms`;
      console.info(
        [
          `PostgreSQL restart: stop -m fast took ${ms(stoppedIn)}, gap ${ms(gapMs)}, start ${ms(startedIn)}`,
          `  in the gap: ${gapProbes.length} REST probes all 503, slowest ${ms(Math.max(...gapProbes.map((p) => p.ms)))}; ` +
            `socket handshakes refused with the 503 message in ${ms(socketInGap.ms)} / ${ms(playerSocketInGap.ms)}`,
          `  background: ${background.length} requests, ${refused.length} answered 503, slowest ` +
            `${ms(Math.max(...background.map((p) => p.ms)))}`,
          `  first success ${ms(firstOk)} after pg_ctl start began (${ms(firstOk - startedIn)} after it returned)`,
        ].join('\n'),
      );
    },
    90_000 + GAP_MS,
  );
});
