import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MOVED_TO_ANOTHER_DEVICE,
  type TMembership,
  type TQueuePlayer,
  type TRejoinCode,
} from '@picture-bingo/shared';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { connected, disconnected, openSocket, recordEvents, type ClientSocket } from '../../test/players';
import {
  eventually,
  startPrivateRedis,
  startServer,
  type PrivateRedis,
  type ServerProcess,
} from '../../test/processes';
import { call, createPaidGame, joinAs, rawCall } from '../../test/remote';
import { createPostgresDatabase } from '../../test/test-app';

/** Cross-process events travel through Redis; on a busy 2-core machine they may take a moment. */
const EVENT_TIMEOUT_MS = 10_000;

if (!process.env.TEST_DATABASE_URL) throw new Error('presence across nodes needs TEST_DATABASE_URL');

// Only the server-postgres project includes this file: three real server processes on one PostgreSQL and a
// private Redis (its own, since one node is killed here and the adapter counts every node on the Redis).
describe('presence and moving a player across server processes', () => {
  const processes: ServerProcess[] = [];
  const sockets: ClientSocket[] = [];
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-presence-'));
  let dropDb: (() => Promise<void>) | null = null;
  let redis: PrivateRedis | null = null;
  let a = '';
  let b = '';
  let c: ServerProcess | null = null;

  const open = (base: string, auth: Parameters<typeof openSocket>[1]) => {
    const socket = openSocket(base, auth);
    sockets.push(socket);
    return socket;
  };
  const queue = async (base: string, code: string, token: string) =>
    Object.fromEntries(
      (await call<TQueuePlayer[]>(base, 'GET', `/api/game/${code}/players`, { token })).map((p) => [
        p.name,
        p.online,
      ]),
    );

  beforeAll(async () => {
    redis = await startPrivateRedis();
    const pgDb = await createPostgresDatabase();
    dropDb = pgDb.drop;
    const env = (name: string) => ({
      DATABASE_URL: pgDb.url,
      REDIS_URL: redis?.url ?? '',
      JWT_SECRET: '',
      DATA_DIR: path.join(tempRoot, name),
      WEB_DIST_DIR: path.join(tempRoot, 'no-web'),
    });
    // One first (it migrates), then the other two.
    processes.push(await startServer(env('a')));
    const rest = await Promise.all([startServer(env('b')), startServer(env('c'))]);
    processes.push(...rest);
    [a, b] = processes.map((p) => p.url);
    c = processes[2];
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(processes.map((p) => p.stop()));
    await dropDb?.();
    await redis?.destroy();
    fs.rmSync(tempRoot, { recursive: true, force: true });
  }, 60_000);

  const reportLogsOnFailure = () =>
    onTestFailed(() => {
      for (const [i, p] of processes.entries()) {
        console.error(`--- server ${'ABC'[i]} (${p.url}) ---\n${p.log().slice(-6000)}`);
      }
    });

  it('the host on A sees a player online through B, a second tab on A keeps them so, and offline at the end', async () => {
    reportLogsOnFailure();
    const { token, code } = await createPaidGame(a);
    const pia = await joinAs(a, code, 'Pia');
    const host = recordEvents(open(a, { gameCode: code, hostToken: token }));
    await host.waitFor('lobby:snapshot');

    const onB = open(b, { gameCode: code, deviceToken: pia.token });
    await connected(onB);
    expect(await host.waitFor('player:presence', 1, EVENT_TIMEOUT_MS)).toEqual({
      playerId: pia.id,
      online: true,
    });
    // Every node answers the same, whichever holds the socket.
    for (const base of [a, b]) expect(await queue(base, code, token)).toEqual({ Pia: true });
    const hostSnapshot = recordEvents(open(b, { gameCode: code, hostToken: token }));
    expect((await hostSnapshot.waitFor('lobby:snapshot')).players[0].online).toBe(true);

    const onA = open(a, { gameCode: code, deviceToken: pia.token });
    await connected(onA);
    await host.waitFor('player:presence', 2, EVENT_TIMEOUT_MS);
    onB.disconnect();
    // B reads the sockets of every node: the tab on A keeps Pia online.
    expect(await host.waitFor('player:presence', 3, EVENT_TIMEOUT_MS)).toEqual({
      playerId: pia.id,
      online: true,
    });
    onA.disconnect();
    expect(await host.waitFor('player:presence', 4, EVENT_TIMEOUT_MS)).toEqual({
      playerId: pia.id,
      online: false,
    });
    for (const base of [a, b]) expect(await queue(base, code, token)).toEqual({ Pia: false });
  });

  it('a rejoin code redeemed on A signs the old device out on B', async () => {
    reportLogsOnFailure();
    const { token, code } = await createPaidGame(a);
    const pia = await joinAs(a, code, 'Pia');
    const oldSocket = open(b, { gameCode: code, deviceToken: pia.token });
    const oldEvents = recordEvents(oldSocket);
    await connected(oldSocket);
    const dropped = disconnected(oldSocket, EVENT_TIMEOUT_MS);

    const rejoin = await call<TRejoinCode>(b, 'POST', `/api/game/${code}/players/${pia.id}/rejoin-code`, {
      token,
    });
    const phone = await joinAs(a, (await createPaidGame(a)).code, 'Elsewhere');
    const moved = await call<TMembership>(a, 'POST', `/api/game/${code}/rejoin`, {
      deviceToken: phone.token,
      body: { rejoinCode: rejoin.code },
    });
    expect(moved.player.id).toBe(pia.id);
    expect(await oldEvents.waitFor('you:moved', 1, EVENT_TIMEOUT_MS)).toEqual({
      message: MOVED_TO_ANOTHER_DEVICE,
      code: 'MOVED_TO_ANOTHER_DEVICE',
    });
    expect(await dropped).toBe('io server disconnect');
    const old = await rawCall(b, 'GET', `/api/game/${code}/me`, { deviceToken: pia.token });
    expect(old.status).toBe(403);
    // The same code again, on either node: used.
    const again = await rawCall(b, 'POST', `/api/game/${code}/rejoin`, {
      deviceToken: pia.token,
      body: { rejoinCode: rejoin.code },
    });
    expect(again.status).toBe(400);
  });

  it('a node that dies takes its sockets’ presence with it', async () => {
    reportLogsOnFailure();
    const { token, code } = await createPaidGame(a);
    const pia = await joinAs(a, code, 'Pia');
    const max = await joinAs(a, code, 'Max');
    const node = c;
    if (!node) throw new Error('no third node');
    await connected(open(node.url, { gameCode: code, deviceToken: pia.token }));
    await connected(open(b, { gameCode: code, deviceToken: max.token }));
    expect(await queue(a, code, token)).toEqual({ Pia: true, Max: true });

    await node.kill('SIGKILL');
    // No disconnect is ever announced by a dead node; asking the live ones finds Pia's socket gone.
    await eventually(async () => JSON.stringify(await queue(a, code, token)) === '{"Pia":false,"Max":true}');
    expect(await queue(b, code, token)).toEqual({ Pia: false, Max: true });
  });
});
