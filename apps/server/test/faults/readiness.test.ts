import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { completeSetup } from '../factories';
import { connected, disconnected, openSocket, type ClientSocket } from '../players';
import {
  eventually,
  startPrivateRedis,
  startServer,
  type PrivateRedis,
  type ServerProcess,
} from '../processes';
import { createStartedGame } from '../remote';
import { createPostgresDatabase, testDbKind } from '../test-app';

const status = async (url: string) => (await fetch(url)).status;

/**
 * Readiness of a real server process: it fails while the node cannot reach Redis and while it drains after
 * SIGTERM (liveness, /api/health, stays 200 meanwhile), and a draining node sends its sockets elsewhere.
 */
describe(`readiness of a server process (${testDbKind})`, () => {
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ready-'));
  const sockets: ClientSocket[] = [];
  const servers: ServerProcess[] = [];
  let redis: PrivateRedis;
  let dropDb: (() => Promise<void>) | null = null;
  let env: Record<string, string> = {};

  beforeAll(async () => {
    redis = await startPrivateRedis();
    let databaseUrl = '';
    if (testDbKind === 'postgres') {
      const pgDb = await createPostgresDatabase();
      databaseUrl = pgDb.url;
      dropDb = pgDb.drop;
    }
    env = {
      DATA_DIR: path.join(tempRoot, 'data'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      WEB_DIST_DIR: path.join(tempRoot, 'no-web'),
      REDIS_URL: redis.url,
      DRAIN_SECONDS: '2',
    };
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(servers.map((s) => s.kill('SIGKILL')));
    await redis.destroy();
    await dropDb?.();
    fs.rmSync(tempRoot, { recursive: true, force: true });
  }, 60_000);

  it('fails while Redis is unreachable and recovers when it returns; then drains on SIGTERM', async () => {
    onTestFailed(() => {
      for (const s of servers) console.error(s.log().slice(-6000));
    });
    const node = await startServer(env);
    servers.push(node);
    const ready = `${node.url}/api/ready`;
    const health = `${node.url}/api/health`;
    await eventually(async () => (await status(ready)) === 200);

    await redis.stop();
    await eventually(async () => (await status(ready)) === 503);
    const refused = await fetch(ready);
    expect(await refused.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Not ready' });
    expect(await status(health)).toBe(200);
    await redis.start();
    await eventually(async () => (await status(ready)) === 200, 20_000);

    // SIGTERM: not ready at once, still alive and still holding its sockets for DRAIN_SECONDS, then the sockets
    // are closed with a transport close (the client reconnects by itself, through the proxy, elsewhere).
    const game = await createStartedGame(node.url, completeSetup, ['Ana']);
    const socket = openSocket(node.url, { gameCode: game.code, deviceToken: game.players[0].token });
    sockets.push(socket);
    await connected(socket);
    const reason = disconnected(socket, 10_000);
    node.child.kill('SIGTERM');
    await eventually(async () => (await status(ready)) === 503, 1500, 50);
    expect(await status(health)).toBe(200);
    expect(socket.connected).toBe(true);
    expect(await reason).toBe('transport close');
    await new Promise<void>((resolve) => node.child.once('exit', () => resolve()));
    expect(node.child.exitCode).toBe(0);
    expect(node.log()).toMatch(/1 sockets told to reconnect elsewhere/);
    expect(node.log()).not.toMatch(/unhandled|uncaught/i);
  }, 60_000);
});
