import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { makeJpeg, multipartBody, multipartHeaders } from '../images';
import { createStartedGame, PHOTO_CELLS_3X3 } from '../play';
import { createDevice, createPaidGame, joinRequest } from '../players';
import { eventually, startPrivateRedis } from '../processes';
import { createTestApp, PASSWORD, registerHost, uniqueEmail, type TestApp } from '../test-app';

/**
 * Rate limits on auth, join and upload under a burst of parallel requests: exactly `max` get through, the rest
 * answer 429 with Retry-After and `{ message, code }`; nobody else is locked out, and the same client gets
 * in again once the window has passed. With REDIS_URL, several server processes share one count, and a
 * Redis outage lets requests through (counted in memory) instead of refusing them.
 */

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Each burst comes from its own address, so one burst never eats into another's count. */
let lastOctet = 1;
const newIp = () => `10.9.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;

type Send = (i: number) => Promise<LightMyRequestResponse>;

async function burst(count: number, send: Send) {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
}

/** Exactly `max` responses got through (with `passed` statuses) and the rest are well-formed 429s. */
function expectLimited(responses: LightMyRequestResponse[], max: number, passed: number[]) {
  const limited = responses.filter((r) => r.statusCode === 429);
  const through = responses.filter((r) => r.statusCode !== 429);
  expect(through.map((r) => r.statusCode).filter((s) => !passed.includes(s))).toEqual([]);
  expect(through).toHaveLength(max);
  for (const r of limited) {
    const retryAfter = Number(r.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
    expect(r.json()).toEqual({
      message: `Too many attempts. Try again in ${retryAfter} seconds.`,
      code: 'RATE_LIMITED',
    });
  }
  return limited;
}

/** Retry-After of the first 429, as milliseconds to wait before the window has surely passed. */
const retryAfterMs = (limited: LightMyRequestResponse[]) =>
  Number(limited[0].headers['retry-after']) * 1000 + 150;

const loginAs = (t: TestApp, ip: string, email: string, password: string) => () =>
  t.request({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });

const registerFrom = (t: TestApp, ip: string) => () =>
  t.request({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    payload: { email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD },
  });

const sessionFor = (t: TestApp, deviceId: string) => () =>
  t.request({ method: 'POST', url: '/api/player/session', headers: { 'x-device-id': deviceId } });

/** A photo into one of the 8 photo cells of a 3x3 card (burst i goes to cell i). */
const uploadInto = (t: TestApp, code: string, deviceToken: string, body: Buffer) => (i: number) =>
  t.request({
    method: 'PUT',
    url: `/api/game/${code}/board/cells/${PHOTO_CELLS_3X3[i % PHOTO_CELLS_3X3.length]}/image`,
    headers: { ...multipartHeaders, 'x-device-token': deviceToken },
    payload: body,
  });

describe('rate limits under a burst (counted in memory)', async () => {
  const MAX = 4;
  const t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: String(MAX),
    JOIN_RATE_LIMIT_MAX: String(MAX),
    UPLOAD_RATE_LIMIT_MAX: String(MAX),
  });
  const photo = multipartBody(await makeJpeg());

  it('login: exactly max attempts get an answer, the rest 429; a user elsewhere still signs in', async () => {
    const email = uniqueEmail();
    await registerHost(t, email);
    const attacker = newIp();
    expectLimited(await burst(MAX + 8, loginAs(t, attacker, email, 'wrong password')), MAX, [401]);
    // The attacker's address is refused even with the right password until its window passes...
    expect((await loginAs(t, attacker, email, PASSWORD)()).statusCode).toBe(429);
    // ...but the real user, from their own address, is not locked out of their account.
    expect((await loginAs(t, newIp(), email, PASSWORD)()).statusCode).toBe(200);
  });

  it('register: exactly max accounts from one address in the window', async () => {
    expectLimited(await burst(MAX + 8, registerFrom(t, newIp())), MAX, [201]);
    expect((await registerFrom(t, newIp())()).statusCode).toBe(201);
  });

  it('player session: exactly max per device; another device behind the same address goes on', async () => {
    expectLimited(await burst(MAX + 8, sessionFor(t, randomUUID())), MAX, [200]);
    expect((await sessionFor(t, randomUUID())()).statusCode).toBe(200);
  });

  it('join: exactly max per device; another device behind the same address joins', async () => {
    const { code } = await createPaidGame(t);
    const device = await createDevice(t);
    expectLimited(await burst(MAX + 8, () => joinRequest(t, code, device.token, 'Pia')), MAX, [200]);
    const other = await createDevice(t);
    expect((await joinRequest(t, code, other.token, 'Ole')).statusCode).toBe(200);
  });

  it('upload: exactly max photos per device; another player at the same venue uploads', async () => {
    const { code, players } = await createStartedGame(t, {}, ['Pia', 'Ole']);
    expectLimited(await burst(MAX + 4, uploadInto(t, code, players[0].token, photo)), MAX, [200]);
    expect((await uploadInto(t, code, players[1].token, photo)(0)).statusCode).toBe(200);
  });
});

describe('nobody is locked out for good (1-second windows)', async () => {
  const MAX = 2;
  const t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: String(MAX),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '1',
    JOIN_RATE_LIMIT_MAX: String(MAX),
    JOIN_RATE_LIMIT_WINDOW_SECONDS: '1',
    UPLOAD_RATE_LIMIT_MAX: String(MAX),
    UPLOAD_RATE_LIMIT_WINDOW_SECONDS: '1',
  });
  const photo = multipartBody(await makeJpeg());

  /** A burst that gets refused, then the same client once Retry-After has passed. */
  async function refusedThenServed(send: Send, again: () => Promise<LightMyRequestResponse>) {
    const responses = await burst(MAX + 6, send);
    const limited = responses.filter((r) => r.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(responses.every((r) => r.statusCode < 500)).toBe(true);
    expect(Number(limited[0].headers['retry-after'])).toBe(1);
    await sleep(retryAfterMs(limited));
    return again();
  }

  it('login: the right password from the same address works once the window has passed', async () => {
    const email = uniqueEmail();
    await registerHost(t, email);
    const ip = newIp();
    const res = await refusedThenServed(
      loginAs(t, ip, email, 'wrong password'),
      loginAs(t, ip, email, PASSWORD),
    );
    expect(res.statusCode).toBe(200);
  });

  it('join: the same device joins once the window has passed', async () => {
    const { code } = await createPaidGame(t);
    const device = await createDevice(t);
    // A burst of other-game joins (404) spends the device's joins; the real join comes after the window.
    const res = await refusedThenServed(
      () => joinRequest(t, 'ZZZZZZ', device.token, 'Pia'),
      () => joinRequest(t, code, device.token, 'Pia'),
    );
    expect(res.statusCode).toBe(200);
  });

  it('upload: the same device uploads once the window has passed', async () => {
    const { code, players } = await createStartedGame(t);
    const send = uploadInto(t, code, players[0].token, photo);
    const res = await refusedThenServed(send, () => send(7));
    expect(res.statusCode).toBe(200);
  });
});

/** Keys under this prefix in the Redis at `url` (a short-lived client, so an outage never leaves one dangling). */
async function redisKeys(url: string, prefix: string) {
  const client = createClient({ url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await client.keys(`${prefix}*`);
  } finally {
    client.destroy();
  }
}

/** A second server process on the same database and Redis as `t` (apps share nothing in memory). */
async function secondNode(t: TestApp): Promise<TestApp> {
  const { app, ctx } = await buildApp({ config: t.ctx.config, db: t.ctx.db, dbKind: t.ctx.dbKind });
  await app.ready();
  return {
    app,
    ctx,
    close: () => app.close(),
    request: ({ token, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
  };
}

describe('rate limits in Redis: two server processes share one count', async () => {
  // The shared Redis when the run has one (CI), a private one otherwise; a prefix of its own either way.
  const privateRedis = process.env.TEST_REDIS_URL ? null : await startPrivateRedis();
  const redisUrl = process.env.TEST_REDIS_URL ?? privateRedis?.url ?? '';
  const prefix = `picture-bingo-test:${randomUUID()}:`;
  const MAX = 4;
  const a = await createTestApp({
    REDIS_URL: redisUrl,
    RATE_LIMIT_KEY_PREFIX: prefix,
    AUTH_RATE_LIMIT_MAX: String(MAX),
    JOIN_RATE_LIMIT_MAX: String(MAX),
    UPLOAD_RATE_LIMIT_MAX: String(MAX),
  });
  const b = await secondNode(a);
  const photo = multipartBody(await makeJpeg());
  /** Burst request i goes to node a or b in turn, as a round-robin load balancer sends them. */
  const node = (i: number) => (i % 2 === 0 ? a : b);

  afterAll(async () => {
    await b.close();
    await a.close();
    const client = createClient({ url: redisUrl });
    await client.connect();
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(keys);
    client.destroy();
    await privateRedis?.destroy();
  });

  it('login: exactly max attempts across both nodes, counted in Redis', async () => {
    const email = uniqueEmail();
    await registerHost(a, email);
    const ip = newIp();
    expectLimited(await burst(MAX + 8, (i) => loginAs(node(i), ip, email, 'wrong password')()), MAX, [401]);
    expect((await redisKeys(redisUrl, prefix)).some((k) => k.endsWith(`/api/auth/login:${ip}`))).toBe(true);
    expect((await loginAs(b, newIp(), email, PASSWORD)()).statusCode).toBe(200);
  });

  it('register and player session: exactly max across both nodes', async () => {
    const ip = newIp();
    expectLimited(await burst(MAX + 8, (i) => registerFrom(node(i), ip)()), MAX, [201]);
    const deviceId = randomUUID();
    expectLimited(await burst(MAX + 8, (i) => sessionFor(node(i), deviceId)()), MAX, [200]);
  });

  it('upload: exactly max photos per device across both nodes; another device goes on', async () => {
    const { code, players } = await createStartedGame(a, {}, ['Pia', 'Ole']);
    expectLimited(
      await burst(MAX + 4, (i) => uploadInto(node(i), code, players[0].token, photo)(i)),
      MAX,
      [200],
    );
    expect((await uploadInto(b, code, players[1].token, photo)(0)).statusCode).toBe(200);
  });
});

describe('Redis away: the limits fail open to memory, and go back to Redis when it returns', async () => {
  const redis = await startPrivateRedis();
  const prefix = 'picture-bingo:rate-limit:';
  const MAX = 3;
  const t = await createTestApp({ REDIS_URL: redis.url, AUTH_RATE_LIMIT_MAX: String(MAX) });
  const email = uniqueEmail();
  await registerHost(t, email);
  const wrongLogins = (ip: string) => burst(MAX + 5, loginAs(t, ip, email, 'wrong password'));

  afterAll(async () => {
    redis.resume();
    await t.close();
    await redis.destroy();
  });

  /** Polls with logins from fresh addresses until one of them is counted in Redis again. */
  async function countingInRedisAgain() {
    await eventually(
      async () => {
        const ip = newIp();
        expect((await loginAs(t, ip, email, 'wrong password')()).statusCode).toBe(401);
        return (await redisKeys(redis.url, prefix)).some((k) => k.endsWith(`:${ip}`));
      },
      15_000,
      200,
    );
  }

  it('stopped: every request is served (401/201, never 500), still limited per process', async () => {
    expectLimited(await wrongLogins(newIp()), MAX, [401]);
    expect((await redisKeys(redis.url, prefix)).length).toBeGreaterThan(0);

    await redis.stop();
    expectLimited(await wrongLogins(newIp()), MAX, [401]);
    expect((await loginAs(t, newIp(), email, PASSWORD)()).statusCode).toBe(200);
    expect((await registerFrom(t, newIp())()).statusCode).toBe(201);

    await redis.start();
    await countingInRedisAgain();
    const ip = newIp();
    expectLimited(await wrongLogins(ip), MAX, [401]);
    expect((await redisKeys(redis.url, prefix)).some((k) => k.endsWith(`:${ip}`))).toBe(true);
  }, 40_000);

  it('hanging (SIGSTOP): requests wait at most a moment, then count in memory', async () => {
    redis.pause();
    const started = Date.now();
    const responses = await wrongLogins(newIp());
    const tookMs = Date.now() - started;
    redis.resume();
    expectLimited(responses, MAX, [401]);
    expect(tookMs).toBeLessThan(5_000);
    await countingInRedisAgain();
    expectLimited(await wrongLogins(newIp()), MAX, [401]);
  }, 40_000);
});
