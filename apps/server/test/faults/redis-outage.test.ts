import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TCellUpdate } from '@picture-bingo/shared';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { completeSetup } from '../factories';
import { makeJpeg } from '../images';
import { openSocket, recordEvents, type ClientSocket } from '../players';
import {
  eventually,
  startPrivateRedis,
  startServer,
  type PrivateRedis,
  type ServerProcess,
} from '../processes';
import { call, createPaidGame, createStartedGame, getGallery, joinAs, uploadPhoto } from '../remote';
import { createPostgresDatabase } from '../test-app';

/**
 * Two server processes share PostgreSQL and a private Redis (the Socket.IO adapter). Redis goes away for
 * FAULT_REDIS_OUTAGE_SECONDS (3 s in the suite; `FAULT_REDIS_OUTAGE_SECONDS=30` for the full run) and comes
 * back empty. Meanwhile each node serves its own clients; afterwards the nodes resync: each node makes its
 * sockets reconnect once its subscriber is back (a fresh lobby:snapshot, and the web app refetches its board,
 * progress and gallery on reconnect), and cross-node events flow again. PostgreSQL only: several nodes need a
 * shared database.
 */
const OUTAGE_MS = Number(process.env.FAULT_REDIS_OUTAGE_SECONDS ?? 3) * 1000;
/** Cross-process events through Redis on a busy 2-core machine. */
const EVENT_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe(`Redis stops for ${OUTAGE_MS / 1000} s under two nodes`, () => {
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-redis-outage-'));
  const sockets: ClientSocket[] = [];
  let redis: PrivateRedis | null = null;
  let dropDb: (() => Promise<void>) | null = null;
  let nodeA: ServerProcess | null = null;
  let nodeB: ServerProcess | null = null;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    const pgDb = await createPostgresDatabase();
    dropDb = pgDb.drop;
    const env = {
      DATABASE_URL: pgDb.url,
      REDIS_URL: redis.url,
      JWT_SECRET: '',
      // One media folder for both (a shared volume): this test is about the realtime path, not storage.
      DATA_DIR: path.join(tempRoot, 'data'),
      WEB_DIST_DIR: path.join(tempRoot, 'no-web'),
      AUTH_RATE_LIMIT_MAX: '1000',
      JOIN_RATE_LIMIT_MAX: '1000',
      UPLOAD_RATE_LIMIT_MAX: '1000',
    };
    // One after the other: the first runs the migrations.
    nodeA = await startServer(env);
    nodeB = await startServer(env);
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await redis?.destroy();
    await dropDb?.();
    fs.rmSync(tempRoot, { recursive: true, force: true });
  }, 60_000);

  /** A socket that reconnects by itself, as the web app's does. */
  const watch = (base: string, auth: Parameters<typeof openSocket>[1]) => {
    const socket = openSocket(base, auth, true);
    sockets.push(socket);
    return { socket, events: recordEvents(socket) };
  };
  const cellUpdates = (rec: ReturnType<typeof recordEvents>) =>
    rec.events.filter((e) => e.event === 'cell:updated').map((e) => e.payload as TCellUpdate);

  it(
    'each node keeps serving its own clients, nothing crashes, and the nodes resync when Redis returns',
    async () => {
      onTestFailed(() => {
        for (const [name, node] of [
          ['A', nodeA],
          ['B', nodeB],
        ] as const) {
          console.error(`--- node ${name} ---\n${node?.log().slice(-8000)}`);
        }
      });
      const a = nodeA?.url ?? '';
      const b = nodeB?.url ?? '';
      // A game being played, and a second game still in its lobby (players keep joining it).
      const game = await createStartedGame(a, { ...completeSetup, photoReview: false }, ['Ana', 'Bo']);
      const [ana, bo] = game.players;
      const lobby = await createPaidGame(a);
      const early = await joinAs(a, lobby.code, 'Dee');
      // The host's screens on A; the big screens and Bo's phone on B.
      const hostA = watch(a, { gameCode: game.code, hostToken: game.token });
      const screenB = watch(b, { gameCode: game.code, hostToken: game.token });
      const phoneB = watch(b, { gameCode: game.code, deviceToken: bo.token });
      const lobbyHostA = watch(a, { gameCode: lobby.code, hostToken: lobby.token });
      const lobbyScreenB = watch(b, { gameCode: lobby.code, hostToken: lobby.token });
      const all = [hostA, screenB, phoneB, lobbyHostA, lobbyScreenB];
      for (const { events } of all) await events.waitFor('lobby:snapshot', 1, EVENT_TIMEOUT_MS);

      // Before: an upload through A reaches the big screen on B.
      const photo = await makeJpeg(320, 240);
      const before = await uploadPhoto(a, game.code, ana.token, 0, photo);
      expect((await screenB.events.waitFor('cell:updated', 1, EVENT_TIMEOUT_MS)).cell).toEqual(before);

      // Redis goes away.
      await redis?.stop();
      const outageStarted = Date.now();

      // Each node serves its own clients: Ana uploads through A and the host's screen on A hears it; Bo uploads
      // through B and his phone and the big screen on B hear it. In the lobby, Cy joins through A (the host's
      // screen on A hears it) and the host removes Dee through B (the lobby screen on B hears it).
      const duringA = await uploadPhoto(a, game.code, ana.token, 1, photo);
      await eventually(() =>
        cellUpdates(hostA.events).some((u) => u.cell.idx === 1 && u.playerId === ana.id),
      );
      const duringB = await uploadPhoto(b, game.code, bo.token, 2, photo);
      await eventually(() =>
        cellUpdates(screenB.events).some((u) => u.playerId === bo.id && u.cell.idx === 2),
      );
      await eventually(() =>
        cellUpdates(phoneB.events).some((u) => u.playerId === bo.id && u.cell.idx === 2),
      );
      const late = await joinAs(a, lobby.code, 'Cy');
      // (A batched join may first repeat a player the host's snapshot holds: decision 009.)
      await lobbyHostA.events.waitFor('player:joined', 1, EVENT_TIMEOUT_MS, (p) => p.id === late.id);
      await call(b, 'DELETE', `/api/game/${lobby.code}/players/${early.id}`, { token: lobby.token });
      expect((await lobbyScreenB.events.waitFor('player:removed', 1, EVENT_TIMEOUT_MS)).playerId).toBe(
        early.id,
      );
      for (const base of [a, b]) {
        expect(await call(base, 'GET', '/api/health')).toEqual({ status: 'ok', database: 'postgres' });
      }
      // Through the whole outage: requests keep working on both nodes and neither process dies.
      while (Date.now() - outageStarted < OUTAGE_MS) {
        await sleep(Math.min(1000, OUTAGE_MS));
        for (const base of [a, b])
          await call(base, 'GET', `/api/game/${lobby.code}/players`, { token: lobby.token });
        expect(nodeA?.child.exitCode).toBeNull();
        expect(nodeB?.child.exitCode).toBeNull();
      }
      // What the other node's screens missed: Ana's upload and Cy's arrival (made on A) never reached B, and
      // Dee's removal (made on B) never reached A.
      expect(cellUpdates(screenB.events).some((u) => u.playerId === ana.id && u.cell.idx === 1)).toBe(false);
      const joinedOnB = lobbyScreenB.events.events.filter((e) => e.event === 'player:joined');
      expect(joinedOnB.map((e) => (e.payload as { id: string }).id)).not.toContain(late.id);
      expect(lobbyHostA.events.names()).not.toContain('player:removed');

      // Redis returns (empty: nothing was persisted). Every socket of both nodes reconnects by itself and gets
      // a fresh snapshot: each lobby screen now shows Cy and not Dee.
      await redis?.start();
      const back = Date.now();
      const resynced = await Promise.all(
        all.map(async ({ events }) => {
          const snapshot = await events.waitFor('lobby:snapshot', 2, 20_000);
          return { snapshot, ms: Date.now() - back };
        }),
      );
      for (const { snapshot } of resynced.slice(3)) {
        expect(snapshot.players.map((p) => p.id)).toEqual([late.id]);
      }
      for (const { snapshot } of resynced.slice(0, 3)) {
        expect(snapshot.players.map((p) => p.id)).toEqual([ana.id, bo.id]);
      }
      console.info(
        `Redis outage ${OUTAGE_MS / 1000} s: every socket resynced within ` +
          `${Math.max(...resynced.map((r) => r.ms))} ms after Redis returned`,
      );

      // What a screen refetches on reconnect is the truth: both nodes' photos from the outage are there.
      for (const base of [a, b]) {
        const gallery = await getGallery(base, game.code, game.token);
        const cellOf = (playerId: string, idx: number) =>
          gallery.players.find((p) => p.id === playerId)?.cells.find((c) => c.idx === idx);
        expect(cellOf(ana.id, 1)).toEqual(duringA);
        expect(cellOf(bo.id, 2)).toEqual(duringB);
      }

      // Cross-node events flow again, both ways.
      const afterA = await uploadPhoto(a, game.code, ana.token, 3, photo);
      await eventually(
        () => cellUpdates(screenB.events).some((u) => u.cell.idx === 3 && u.cell.image === afterA.image),
        EVENT_TIMEOUT_MS,
      );
      const afterB = await uploadPhoto(b, game.code, bo.token, 5, photo);
      await eventually(
        () => cellUpdates(hostA.events).some((u) => u.cell.idx === 5 && u.cell.image === afterB.image),
        EVENT_TIMEOUT_MS,
      );

      // Nothing crashed, and no unhandled error was logged.
      for (const node of [nodeA, nodeB]) {
        expect(node?.child.exitCode).toBeNull();
        expect(node?.log()).not.toMatch(/unhandled|uncaught/i);
      }
    },
    60_000 + OUTAGE_MS,
  );
});
