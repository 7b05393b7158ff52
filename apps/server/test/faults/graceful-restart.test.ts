import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { completeSetup } from '../factories';
import { openSocket, recordEvents, type ClientSocket } from '../players';
import { startServer, type ServerProcess } from '../processes';
import { createStartedGame } from '../remote';
import { createPostgresDatabase, testDbKind } from '../test-app';

/**
 * A node is stopped the polite way (SIGTERM, as a deploy or an orchestrator does) and started again. Open game
 * screens must come back by themselves: a socket that the server closes on shutdown is told "transport close",
 * never "io server disconnect" (after which socket.io-client gives up for good).
 */
describe(`graceful restart (${testDbKind})`, () => {
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-graceful-'));
  const sockets: ClientSocket[] = [];
  const servers: ServerProcess[] = [];
  let dropDb: (() => Promise<void>) | null = null;
  let env: Record<string, string> = {};

  beforeAll(async () => {
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
      JWT_SECRET: '',
    };
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(servers.map((s) => s.kill('SIGKILL')));
    await dropDb?.();
    fs.rmSync(tempRoot, { recursive: true, force: true });
  }, 60_000);

  it('sockets on a node stopped with SIGTERM reconnect by themselves to its successor', async () => {
    onTestFailed(() => {
      for (const [i, s] of servers.entries()) console.error(`--- run ${i + 1} ---\n${s.log().slice(-6000)}`);
    });
    const first = await startServer(env);
    servers.push(first);
    const game = await createStartedGame(first.url, { ...completeSetup, photoReview: false }, ['Ana']);

    // The test sockets speak WebSocket only; the web app's starts with long-polling and upgrades.
    const webSocket = openSocket(first.url, { gameCode: game.code, hostToken: game.token }, true);
    const upgrading: ClientSocket = io(first.url, {
      path: '/socket.io',
      auth: { gameCode: game.code, deviceToken: game.players[0].token },
      forceNew: true,
    });
    sockets.push(webSocket, upgrading);
    const reasons: string[] = [];
    for (const s of sockets) s.on('disconnect', (reason) => reasons.push(reason));
    const recorders = sockets.map((s) => recordEvents(s));
    for (const rec of recorders) await rec.waitFor('lobby:snapshot', 1, 10_000);

    await first.stop();
    expect(first.child.exitCode).toBe(0);
    expect(reasons).toHaveLength(2);
    expect(reasons).not.toContain('io server disconnect');

    const second = await startServer(env, first.port);
    servers.push(second);
    for (const rec of recorders) {
      const snapshot = await rec.waitFor('lobby:snapshot', 2, 20_000);
      expect(snapshot.game.phase).toBe('playing');
    }
    expect(sockets.every((s) => s.connected)).toBe(true);
  }, 90_000);
});
