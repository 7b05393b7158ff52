import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type {
  TBingoResponse,
  TCell,
  TGallery,
  TGame,
  TLeaderboard,
  TPlayerSession,
} from '@picture-bingo/shared';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import { makeJpeg, makeSidewaysJpegWithGps } from '../../test/images';
import { PHOTO_CELLS_3X3 } from '../../test/play';
import { connected, disconnected, openSocket, recordEvents, type ClientSocket } from '../../test/players';
import { startPrivateRedis, startServer, type PrivateRedis, type ServerProcess } from '../../test/processes';
import { completeSetup } from '@picture-bingo/testkit';
import { call, createPaidGame, createStartedGame, joinAs, rawCall, uploadPhoto } from '../../test/remote';
import { createPostgresDatabase } from '../../test/test-app';

const databaseUrl = process.env.TEST_DATABASE_URL;
const BUCKET = 'media';
/** Cross-process events travel through Redis; on a busy 2-core machine they may take a moment. */
const EVENT_TIMEOUT_MS = 10_000;

async function fetchMedia(base: string, url: string) {
  const res = await fetch(`${base}${url}`);
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

/** Files under a directory, recursively (a missing directory has none). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => {
    return fs.statSync(path.join(dir, f)).isFile();
  });
}

// Only the server-postgres project includes this file. Redis is TEST_REDIS_URL's (as in CI), or else a private
// redis-server started here, as the rate-limit tests do: the test never drops out for want of one.
if (!databaseUrl) throw new Error('multi-process test needs TEST_DATABASE_URL');

describe('two server processes on one PostgreSQL, Redis and S3 bucket', () => {
  const processes: ServerProcess[] = [];
  const sockets: ClientSocket[] = [];
  let dropDb: (() => Promise<void>) | null = null;
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-multi-'));
  // Each process its own DATA_DIR: nothing may pass between them through the local disk.
  const dataDirA = path.join(tempRoot, 'data-a');
  const dataDirB = path.join(tempRoot, 'data-b');
  const bucketDir = path.join(tempRoot, 's3rver');
  let s3: S3rver | null = null;
  let privateRedis: PrivateRedis | null = null;
  let a = '';
  let b = '';

  const open = (base: string, auth: Parameters<typeof openSocket>[1]) => {
    const socket = openSocket(base, auth);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    fs.mkdirSync(bucketDir);
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    privateRedis = process.env.TEST_REDIS_URL ? null : await startPrivateRedis();
    const redisUrl = process.env.TEST_REDIS_URL ?? privateRedis?.url ?? '';
    const pgDb = await createPostgresDatabase();
    dropDb = pgDb.drop;
    // No JWT_SECRET: the nodes must agree on the signing key through the database (app_secrets).
    const env = {
      DATABASE_URL: pgDb.url,
      REDIS_URL: redisUrl,
      JWT_SECRET: '',
      MEDIA_STORE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      WEB_DIST_DIR: path.join(tempRoot, 'no-web'),
    };
    // Both at once on the fresh database, as a rolling deploy may: migrations take PostgreSQL's advisory
    // lock, so one migrates and the other waits and finds nothing left to do.
    const started = await Promise.allSettled([
      startServer({ ...env, DATA_DIR: dataDirA }),
      startServer({ ...env, DATA_DIR: dataDirB }),
    ]);
    for (const s of started) if (s.status === 'fulfilled') processes.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    [a, b] = processes.map((p) => p.url);
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(processes.map((p) => p.stop()));
    await dropDb?.();
    await s3?.close();
    await privateRedis?.destroy();
    fs.rmSync(tempRoot, { recursive: true, force: true });
  }, 60_000);

  /** On failure, the tail of both servers' logs. */
  const reportLogsOnFailure = () =>
    onTestFailed(() => {
      for (const [i, p] of processes.entries()) {
        console.error(`--- server ${'AB'[i]} (${p.url}) ---\n${p.log().slice(-6000)}`);
      }
    });

  it('both processes are healthy and on PostgreSQL', async () => {
    expect(a).not.toBe(b);
    for (const base of [a, b]) {
      expect(await call(base, 'GET', '/api/health')).toEqual({ status: 'ok', database: 'postgres' });
    }
  });

  it('a player joining through process A appears to the host connected to process B', async () => {
    reportLogsOnFailure();
    const { token, code } = await createPaidGame(a);

    // The host's access token was signed by A; B accepts it (the key is shared through the database).
    const host = open(b, { gameCode: code, hostToken: token });
    const events = recordEvents(host);
    expect((await events.waitFor('lobby:snapshot')).players).toEqual([]);

    const joined = await joinAs(a, code, 'Across');
    expect(await events.waitFor('player:joined', 1, EVENT_TIMEOUT_MS)).toEqual({
      id: joined.id,
      name: 'Across',
      joinedAt: joined.membership.player.joinedAt,
    });

    // And a player connected to A hears the host's start made through B.
    const player = open(a, { gameCode: code, deviceToken: joined.token });
    const playerEvents = recordEvents(player);
    await playerEvents.waitFor('lobby:snapshot');
    await call<TGame>(b, 'POST', `/api/game/${code}/start`, { token });
    expect(await playerEvents.waitFor('game:updated', 1, EVENT_TIMEOUT_MS)).toMatchObject({
      phase: 'playing',
    });
  });

  it('a photo awaiting review uploaded through A reaches the host and its player on B, and no one else', async () => {
    reportLogsOnFailure();
    const { token, code, players } = await createStartedGame(a, { ...completeSetup, photoReview: true }, [
      'Owner',
      'Other',
    ]);
    const [owner, other] = players;
    const listen = async (auth: Parameters<typeof openSocket>[1]) => {
      const events = recordEvents(open(b, auth));
      await events.waitFor('lobby:snapshot', 1, EVENT_TIMEOUT_MS);
      return events;
    };
    const hostEvents = await listen({ gameCode: code, hostToken: token });
    const ownerEvents = await listen({ gameCode: code, deviceToken: owner.token });
    // Other has the gallery open (a watching screen) and the card (a phone: its own cells only), both on B.
    const otherEvents = await listen({ gameCode: code, deviceToken: other.token, watch: true });
    const otherPhone = await listen({ gameCode: code, deviceToken: other.token });

    const cell = await uploadPhoto(a, code, owner.token, 0, await makeJpeg());
    expect(cell.image).toMatch(/^\/media\//);
    for (const events of [hostEvents, ownerEvents]) {
      expect((await events.waitFor('cell:updated', 1, EVENT_TIMEOUT_MS)).cell).toEqual(cell);
    }
    expect((await otherEvents.waitFor('cell:updated', 1, EVENT_TIMEOUT_MS)).cell).toMatchObject({
      idx: 0,
      image: null,
      thumb: null,
      isMarked: false,
    });
    expect(JSON.stringify(otherEvents.events)).not.toContain(cell.image);
    expect(otherEvents.frames.map((f) => f.event)).toEqual(['cells:updated']);
    // The phone on its card never hears of another player's cell; a game event still reaches it.
    await uploadPhoto(a, code, other.token, 1, await makeJpeg());
    const own = await otherPhone.waitFor('cell:updated', 1, EVENT_TIMEOUT_MS);
    expect(own.playerId).toBe(other.id);
    expect(otherPhone.events.filter((e) => e.event === 'cell:updated')).toHaveLength(1);
    expect(otherPhone.frames).toEqual([]);
  });

  it('a logout through process A drops the sockets of that session and that device on process B', async () => {
    reportLogsOnFailure();
    const { token, code } = await createPaidGame(a);
    const deviceId = randomUUID();
    const session = await call<TPlayerSession>(a, 'POST', '/api/player/session', {
      headers: { 'x-device-id': deviceId },
    });
    await call(a, 'POST', `/api/game/${code}/join`, {
      deviceToken: session.token,
      body: { name: 'Leaving' },
    });
    const host = open(b, { gameCode: code, hostToken: token });
    const player = open(b, { gameCode: code, deviceToken: session.token });
    await Promise.all([connected(host), connected(player)]);

    const hostDropped = disconnected(host, EVENT_TIMEOUT_MS);
    expect((await rawCall(a, 'POST', '/api/auth/logout', { token, body: {} })).status).toBe(204);
    expect(await hostDropped).toBe('io server disconnect');

    const playerDropped = disconnected(player, EVENT_TIMEOUT_MS);
    const out = await rawCall(a, 'POST', '/api/player/session/logout', {
      headers: { 'x-device-id': deviceId },
    });
    expect(out.status).toBe(204);
    expect(await playerDropped).toBe('io server disconnect');
  });

  it('a whole game with the host on A and the players on B: nothing is missing on either side', async () => {
    reportLogsOnFailure();
    // The host: HTTP and socket on A.
    const { token, code } = await createPaidGame(a);
    const hostSocket = open(a, { gameCode: code, hostToken: token });
    const host = recordEvents(hostSocket);
    await connected(hostSocket);
    expect((await host.waitFor('lobby:snapshot')).players).toEqual([]);

    // Three players join through B; the host on A hears each one.
    const players: Awaited<ReturnType<typeof joinAs>>[] = [];
    for (const name of ['Bea', 'Ben', 'Bo']) players.push(await joinAs(b, code, name));
    for (const [i, p] of players.entries()) {
      expect(await host.waitFor('player:joined', i + 1, EVENT_TIMEOUT_MS)).toEqual({
        id: p.id,
        name: p.name,
        joinedAt: p.membership.player.joinedAt,
      });
    }

    // Their sockets on B; each snapshot already lists all three.
    const onB = players.map((p) => ({
      // Each with the gallery open: every player's cells, in batched frames crossing from B's commits.
      events: recordEvents(open(b, { gameCode: code, deviceToken: p.token, watch: true })),
    }));
    for (const { events } of onB) {
      expect((await events.waitFor('lobby:snapshot')).players.map((q) => q.id)).toEqual(
        players.map((p) => p.id),
      );
    }

    // The host starts on A; every player on B hears it.
    const started = await call<TGame>(a, 'POST', `/api/game/${code}/start`, { token });
    expect(started.phase).toBe('playing');
    for (const { events } of onB) {
      expect(await events.waitFor('game:updated', 1, EVENT_TIMEOUT_MS)).toMatchObject({
        gameCode: code,
        status: 'ACTIVE',
        phase: 'playing',
      });
    }

    // Photos uploaded through B, the players at once, each their cells in turn: Bea fills her card.
    const plan = [PHOTO_CELLS_3X3, [0, 8, 3], [5, 1]];
    const colours = ['#c33', '#3c3', '#33c', '#cc3', '#c3c', '#3cc', '#963', '#369'];
    const uploaded: TCell[][] = await Promise.all(
      players.map(async (p, i) => {
        const cells: TCell[] = [];
        for (const [n, idx] of plan[i].entries()) {
          // A phone-like sideways photo with GPS first, then plain JPEGs of different colours.
          const photo =
            n === 0 ? await makeSidewaysJpegWithGps(640, 480) : await makeJpeg(640, 480, colours[n]);
          cells.push(await uploadPhoto(b, code, p.token, idx, photo));
        }
        return cells;
      }),
    );
    const uploads = uploaded.flat().length;
    expect(uploads).toBe(8 + 3 + 2);

    // The host on A gets every cell in its frames, each player's in the order they were made; so does every
    // player's gallery on B (its own cells also come at once, outside the frames).
    const cellUpdatesOf = (rec: ReturnType<typeof recordEvents>) =>
      rec.frames.filter((f) => f.event === 'cells:updated').flatMap((f) => f.payload);
    const expectedUpdates = (playerIndex: number) =>
      uploaded[playerIndex].map((cell, n) => ({
        playerId: players[playerIndex].id,
        cell,
        markedCount: n + 1,
      }));
    for (const rec of [host, ...onB.map((o) => o.events)]) {
      await vi.waitFor(() => expect(cellUpdatesOf(rec).length).toBeGreaterThanOrEqual(uploads), {
        timeout: EVENT_TIMEOUT_MS,
      });
      const updates = cellUpdatesOf(rec);
      for (const [i, p] of players.entries()) {
        expect(updates.filter((u) => (u as { playerId: string }).playerId === p.id)).toEqual(
          expectedUpdates(i),
        );
      }
    }

    // Every photo stored on B is in the bucket, and A serves the same bytes; neither wrote to its own disk.
    const objectFile = (key: string) => path.join(bucketDir, BUCKET, `${key}._S3rver_object`);
    for (const cell of uploaded.flat()) {
      for (const url of [cell.image, cell.thumb]) {
        expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]+\.webp$/);
        const viaA = await fetchMedia(a, url ?? '');
        const viaB = await fetchMedia(b, url ?? '');
        expect(viaA.status).toBe(200);
        expect(viaA.contentType).toBe('image/webp');
        expect(viaA.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(viaB.status).toBe(200);
        expect(viaA.body.equals(viaB.body)).toBe(true);
        expect(viaA.body.equals(fs.readFileSync(objectFile((url ?? '').replace('/media/', ''))))).toBe(true);
      }
    }
    expect(filesUnder(path.join(dataDirA, 'media'))).toEqual([]);
    expect(filesUnder(path.join(dataDirB, 'media'))).toEqual([]);

    // Bea's card was full with her 8th photo; she claims BINGO! on B and the host on A has her completion.
    const [bea] = players;
    const claim = await call<TBingoResponse>(b, 'POST', `/api/game/${code}/bingo`, {
      headers: { 'x-device-token': bea.token },
    });
    expect(claim).toEqual({ accepted: true, completedAt: expect.any(String), first: true });
    expect(await host.waitFor('player:completed', 1, EVENT_TIMEOUT_MS)).toEqual({
      playerId: bea.id,
      completedAt: claim.completedAt,
      first: true,
    });
    // The accepted claim is announced once to the whole game room: the host on A and every phone on B.
    for (const rec of [host, ...onB.map((o) => o.events)]) {
      expect(await rec.waitFor('bingo:called', 1, EVENT_TIMEOUT_MS)).toEqual({
        playerId: bea.id,
        playerName: 'Bea',
        callerId: bea.id,
        callerName: 'Bea',
        calledAt: expect.any(String),
        first: true,
        pendingPhotos: 0,
      });
    }

    // The host chooses the winner on A; every player socket on B gets the final leaderboard.
    const leaderboard = await call<TLeaderboard>(a, 'POST', `/api/game/${code}/winner`, {
      token,
      body: { playerId: bea.id },
    });
    expect(leaderboard.winner).toEqual({ id: bea.id, name: 'Bea' });
    expect(leaderboard.entries.map((e) => [e.name, e.rank, e.markedCount])).toEqual([
      ['Bea', 1, 8],
      ['Ben', 2, 3],
      ['Bo', 3, 2],
    ]);
    for (const rec of [host, ...onB.map((o) => o.events)]) {
      expect(await rec.waitFor('game:winner', 1, EVENT_TIMEOUT_MS)).toEqual(leaderboard);
      expect(await rec.waitFor('game:updated', 2, EVENT_TIMEOUT_MS)).toMatchObject({
        status: 'COMPLETED',
        phase: 'finished',
      });
      await rec.waitFor('player:completed', 1, EVENT_TIMEOUT_MS);
    }

    // The gallery is the same from A (the host) and from B (each player), and holds every photo.
    const gallery = await call<TGallery>(a, 'GET', `/api/game/${code}/gallery`, { token });
    for (const p of players) {
      expect(
        await call<TGallery>(b, 'GET', `/api/game/${code}/gallery`, {
          headers: { 'x-device-token': p.token },
        }),
      ).toEqual(gallery);
    }
    expect(gallery.leaderboard).toEqual(leaderboard);
    expect(gallery.players.map((p) => p.id)).toEqual(players.map((p) => p.id));
    for (const [i, p] of gallery.players.entries()) {
      const withPhoto = p.cells.filter((c) => c.image !== null);
      expect(withPhoto).toEqual([...uploaded[i]].sort((x, y) => x.idx - y.idx));
    }

    // And nothing arrived twice: each socket saw each event exactly as often as it happened.
    const counts = (rec: ReturnType<typeof recordEvents>) =>
      rec.names().reduce<Record<string, number>>((acc, n) => ({ ...acc, [n]: (acc[n] ?? 0) + 1 }), {});
    expect(counts(host)).toEqual({
      'lobby:snapshot': 1,
      'player:joined': 3,
      // Each player's socket on B came online once (the host alone hears presence).
      'player:presence': 3,
      'game:updated': 2,
      'cell:updated': uploads,
      'player:completed': 1,
      'bingo:called': 1,
      // The award answers Bea's call (to the staff screens and her own phone).
      'bingo:answered': 1,
      // The winner's prize (a 'first' game plays for one), then the game's end.
      'prize:awarded': 1,
      'game:winner': 1,
    });
    for (const [i, { events }] of onB.entries()) {
      // Every cell once in the frames, and the player's own cells once more, at once.
      expect(cellUpdatesOf(events)).toHaveLength(uploads);
      expect(counts(events)).toEqual({
        'lobby:snapshot': 1,
        'game:updated': 2,
        'cell:updated': uploads + uploaded[i].length,
        'player:completed': 1,
        'bingo:called': 1,
        ...(i === 0 ? { 'bingo:answered': 1 } : {}),
        'prize:awarded': 1,
        'game:winner': 1,
      });
    }
  }, 90_000);
});
