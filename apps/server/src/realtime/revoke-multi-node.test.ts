import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TAuthResponse } from '@picture-bingo/shared';
import type { TCreatedInvite } from '@picture-bingo/shared/staff';
import { PASSWORD, uniqueEmail } from '@picture-bingo/testkit';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { connected, disconnected, openSocket, type ClientSocket } from '../../test/players';
import { startPrivateRedis, startServer, type PrivateRedis, type ServerProcess } from '../../test/processes';
import { call, createPaidGame, rawCall } from '../../test/remote';
import { createPostgresDatabase } from '../../test/test-app';

/** Cross-process disconnects travel through Redis; on a busy 2-core machine they may take a moment. */
const EVENT_TIMEOUT_MS = 10_000;

if (!process.env.TEST_DATABASE_URL) throw new Error('revoking across nodes needs TEST_DATABASE_URL');

// Only the server-postgres project includes this file: two real server processes on one PostgreSQL and a
// private Redis.
describe('taking a role away across server processes', () => {
  const processes: ServerProcess[] = [];
  const sockets: ClientSocket[] = [];
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-revoke-'));
  let dropDb: (() => Promise<void>) | null = null;
  let redis: PrivateRedis | null = null;
  let a = '';
  let b = '';

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
    // One first (it migrates), then the other.
    processes.push(await startServer(env('a')));
    processes.push(await startServer(env('b')));
    [a, b] = processes.map((p) => p.url);
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(processes.map((p) => p.stop()));
    await dropDb?.();
    await redis?.destroy();
    fs.rmSync(tempRoot, { recursive: true, force: true });
  }, 60_000);

  it("the owner revokes on A: the moderator's sockets on A and B close, and B refuses them", async () => {
    onTestFailed(() => {
      for (const [i, p] of processes.entries())
        console.error(`--- server ${'AB'[i]} ---\n${p.log().slice(-6000)}`);
    });
    const { token, code } = await createPaidGame(a);
    const email = uniqueEmail();
    const mo = await call<TAuthResponse>(b, 'POST', '/api/auth/register', {
      body: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    const link = await call<TCreatedInvite>(a, 'POST', `/api/game/${code}/invites`, {
      token,
      body: { role: 'moderator' },
    });
    await call(b, 'POST', `/api/invites/${link.token}/accept`, { token: mo.accessToken });

    const onA = openSocket(a, { gameCode: code, hostToken: mo.accessToken });
    const onB = openSocket(b, { gameCode: code, hostToken: mo.accessToken });
    sockets.push(onA, onB);
    await Promise.all([connected(onA), connected(onB)]);
    const dropped = [disconnected(onA, EVENT_TIMEOUT_MS), disconnected(onB, EVENT_TIMEOUT_MS)];

    const revoked = await rawCall(a, 'DELETE', `/api/game/${code}/members/${mo.user.id}`, { token });
    expect(revoked.status).toBe(204);
    expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await rawCall(b, 'GET', `/api/game/${code}/players`, { token: mo.accessToken })).status).toBe(
      404,
    );
    const again = openSocket(b, { gameCode: code, hostToken: mo.accessToken });
    sockets.push(again);
    await expect(connected(again)).rejects.toThrow('Game not found');
  });
});
