import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TGame, TInitiatePaymentResponse, TMembership, TPlayerSession } from '@picture-bingo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSetup } from '../../test/factories';
import { openSocket, recordEvents, type ClientSocket } from '../../test/players';
import { createPostgresDatabase, PASSWORD, uniqueEmail } from '../../test/test-app';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Starts `apps/server/src/main.ts` as its own process; resolves with its address once it listens. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function call<T>(
  base: string,
  method: string,
  url: string,
  init: { token?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

// Only the server-postgres project includes this file, and only when TEST_REDIS_URL is set (as in CI).
if (!databaseUrl || !redisUrl)
  throw new Error('multi-process test needs TEST_DATABASE_URL and TEST_REDIS_URL');

describe('two server processes on one PostgreSQL and Redis', () => {
  const children: ChildProcess[] = [];
  const sockets: ClientSocket[] = [];
  let dropDb: (() => Promise<void>) | null = null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-multi-'));
  let a = '';
  let b = '';

  beforeAll(async () => {
    const pgDb = await createPostgresDatabase();
    dropDb = pgDb.drop;
    const env = {
      DATABASE_URL: pgDb.url,
      REDIS_URL: redisUrl ?? '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    };
    // One after the other: the first migrates the fresh database.
    const first = await startServer(env);
    children.push(first.child);
    const second = await startServer(env);
    children.push(second.child);
    a = first.url;
    b = second.url;
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(children.map(stopServer));
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a player joining through process A appears to the host connected to process B', async () => {
    expect(a).not.toBe(b);
    const auth = await call<{ accessToken: string }>(a, 'POST', '/api/auth/register', {
      body: { email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD },
    });
    const token = auth.accessToken;
    const game = await call<TGame>(a, 'POST', '/api/game', { token, body: completeSetup });
    const checkout = await call<TInitiatePaymentResponse>(a, 'POST', '/api/payment/initiate', {
      token,
      body: { amount: 20, gameCount: 1, gameCode: game.gameCode },
    });
    const paid = await fetch(`${a}/checkout/${checkout.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    const host = openSocket(b, { gameCode: game.gameCode, hostToken: token });
    sockets.push(host);
    const events = recordEvents(host);
    expect((await events.waitFor('lobby:snapshot')).players).toEqual([]);

    const session = await call<TPlayerSession>(a, 'POST', '/api/player/session', {
      headers: { 'x-device-id': randomUUID() },
    });
    const joined = await call<TMembership>(a, 'POST', `/api/game/${game.gameCode}/join`, {
      headers: { 'x-device-token': session.token },
      body: { name: 'Across' },
    });
    expect(await events.waitFor('player:joined', 1, 10_000)).toEqual({
      id: joined.player.id,
      name: 'Across',
      joinedAt: joined.player.joinedAt,
    });

    // And a player connected to A hears the host's start made through B.
    const player = openSocket(a, { gameCode: game.gameCode, deviceToken: session.token });
    sockets.push(player);
    const playerEvents = recordEvents(player);
    await playerEvents.waitFor('lobby:snapshot');
    await call<TGame>(b, 'POST', `/api/game/${game.gameCode}/start`, { token });
    expect(await playerEvents.waitFor('game:updated', 1, 10_000)).toMatchObject({ phase: 'playing' });
  });
});
