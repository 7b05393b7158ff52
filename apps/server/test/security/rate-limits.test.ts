import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { completeSetup } from '../factories';
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

/** `count` requests, `width` at a time (a flood of distinct keys, not one burst). */
async function flood(count: number, send: Send, width = 200) {
  const statuses = new Map<number, number>();
  for (let start = 0; start < count; start += width) {
    const responses = await burst(Math.min(width, count - start), (i) => send(start + i));
    for (const r of responses) statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
  }
  return statuses;
}

/** The 10,050 requests of the finding: more new keys than the old in-memory store held (10,000). */
const FLOOD = 10_050;
/**
 * The login window of the files that flood: longer than a flood test's 120 s timeout, so the login stays refused
 * because its count survived the flood, never counted afresh because a slow machine outlasted a 60 s window.
 */
const FLOOD_WINDOW_SECONDS = '600';
/** Flood addresses, apart from newIp()'s 10.9.x.x: 172.16.0.1 onwards. */
const floodIp = (i: number) =>
  `172.${16 + Math.floor(i / 62_500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

/** The defaults a deployment gets (no rate-limit variables set). */
const defaults = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent' });

const sessionWith = (t: TestApp, headers: Record<string, string>, ip?: string) => () =>
  t.request({ method: 'POST', url: '/api/player/session', headers, remoteAddress: ip });

/** A guest arriving on `ip`: a new device's session, then its join; both responses. */
async function guestArrives(t: TestApp, ip: string, code: string, name: string) {
  const session = await sessionWith(t, { 'x-device-id': randomUUID() }, ip)();
  if (session.statusCode !== 200) return [session];
  const join = await t.request({
    method: 'POST',
    url: `/api/game/${code}/join`,
    remoteAddress: ip,
    headers: { 'x-device-token': (session.json() as { token: string }).token },
    payload: { name },
  });
  return [session, join];
}

const lookup = (t: TestApp, ip: string, code: string) => () =>
  t.request({ method: 'GET', url: `/api/game/${code}`, remoteAddress: ip });

/** A room code nobody holds (random letters; a clash with a live game of the test is negligible). */
const randomCode = () =>
  Array.from(
    { length: 6 },
    () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[Math.floor(Math.random() * 36)],
  ).join('');

describe('rate limits under a burst (counted in memory)', async () => {
  const MAX = 4;
  const t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: String(MAX),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: FLOOD_WINDOW_SECONDS,
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

describe('limits keyed on what the server knows, not on headers the client picks', async () => {
  const MAX = 4;
  const t = await createTestApp({ JOIN_RATE_LIMIT_MAX: String(MAX), UPLOAD_RATE_LIMIT_MAX: String(MAX) });
  const photo = multipartBody(await makeJpeg());

  it('player session: a junk device token per request buys a device no more sessions', async () => {
    const deviceId = randomUUID();
    const junk = () => sessionWith(t, { 'x-device-id': deviceId, 'x-device-token': randomUUID() })();
    expectLimited(await burst(MAX + 8, junk), MAX, [200]);
    // The same device id in capitals is the same device.
    const upper = sessionWith(t, { 'x-device-id': deviceId.toUpperCase() });
    expect((await upper()).statusCode).toBe(429);
  });

  it('join: one device with three tokens gets max joins, not three times max', async () => {
    const { code } = await createPaidGame(t);
    const deviceId = randomUUID();
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push((await createDevice(t, deviceId)).token);
    expectLimited(await burst(MAX + 8, (i) => joinRequest(t, code, tokens[i % 3], 'Pia')), MAX, [200]);
  });

  it('upload: one player rotating three tokens gets max photos, not three times max', async () => {
    const { code, players } = await createStartedGame(t, {}, ['Pia', 'Ole']);
    const tokens = [players[0].token];
    for (let i = 0; i < 2; i++) tokens.push((await createDevice(t, players[0].deviceId)).token);
    expectLimited(await burst(MAX + 4, (i) => uploadInto(t, code, tokens[i % 3], photo)(i)), MAX, [200]);
    expect((await uploadInto(t, code, players[1].token, photo)(0)).statusCode).toBe(200);
  });
});

describe("a flood of new keys never frees another route's counters (counted in memory)", async () => {
  const MAX = 4;
  const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: String(MAX) });
  const email = uniqueEmail();
  await registerHost(t, email);

  /** An address that has spent its login attempts; after `flooding`, its next attempt is still refused. */
  async function stillRefusedAfter(flooding: (attacker: string) => Promise<Map<number, number>>) {
    const attacker = newIp();
    expectLimited(await burst(MAX + 2, loginAs(t, attacker, email, 'wrong password')), MAX, [401]);
    const statuses = await flooding(attacker);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(FLOOD);
    const after = await burst(MAX, loginAs(t, attacker, email, PASSWORD));
    expect(after.map((r) => r.statusCode)).toEqual(Array(MAX).fill(429));
  }

  it(`${FLOOD} junk device tokens from the attacker's address, then its login is still refused`, async () => {
    await stillRefusedAfter((attacker) =>
      flood(FLOOD, () => sessionWith(t, { 'x-device-token': randomUUID() }, attacker)()),
    );
  }, 120_000);

  it(`${FLOOD} new addresses on another route (each a key), then the login is still refused`, async () => {
    await stillRefusedAfter(() =>
      flood(FLOOD, (i) =>
        t.request({ method: 'POST', url: '/api/auth/register', remoteAddress: floodIp(i), payload: {} }),
      ),
    );
  }, 120_000);
});

/** Through the slow lane (one turn a second): at most one more per second it ran, and one for the first turn. */
const laneBound = (startedMs: number) => Math.ceil((Date.now() - startedMs) / 1000) + 1;

describe('a per-address budget on new device sessions and joins', async () => {
  const CEILING = 30;
  const t = await createTestApp({ JOIN_IP_RATE_LIMIT_MAX: String(CEILING), JOIN_IP_SLOW_LANE_SECONDS: '1' });

  it('a venue just under it all get in; beyond it one a turn, the rest 429; another address goes on', async () => {
    const { code } = await createPaidGame(t, { ...completeSetup, maxPlayer: 100 });
    const venue = newIp();
    // CEILING guests arrive together: a new session each (counted per address) and a join (per address and game).
    const guests = await Promise.all(
      Array.from({ length: CEILING }, (_, i) => guestArrives(t, venue, code, `Guest ${i}`)),
    );
    expect(guests.flat().map((r) => r.statusCode)).toEqual(Array(CEILING * 2).fill(200));
    // Past the budget: new devices from the same address wait their turn, whatever device id they send.
    const started = Date.now();
    const more = await burst(20, () => sessionWith(t, { 'x-device-id': randomUUID() }, venue)());
    const through = more.filter((r) => r.statusCode === 200).length;
    expect(through).toBeGreaterThan(0);
    expectLimited(more, through, [200]);
    expect(through).toBeLessThanOrEqual(laneBound(started));
    // Another address (another venue) is not affected.
    expect((await guestArrives(t, newIp(), code, 'Elsewhere')).map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it('a burst beyond it from one address: the budget and one a turn get through', async () => {
    const ip = newIp();
    const started = Date.now();
    const responses = await burst(CEILING + 20, () => sessionWith(t, { 'x-device-id': randomUUID() }, ip)());
    const through = responses.filter((r) => r.statusCode === 200).length;
    expectLimited(responses, through, [200]);
    expect(through).toBeGreaterThan(CEILING);
    expect(through).toBeLessThanOrEqual(CEILING + laneBound(started));
  });
});

describe('the default ceiling never stops a party behind one venue address', async () => {
  const t = await createTestApp({
    JOIN_IP_RATE_LIMIT_MAX: String(defaults.joinIpRateLimit.max),
    JOIN_IP_RATE_LIMIT_WINDOW_SECONDS: String(defaults.joinIpRateLimit.windowSeconds),
    JOIN_RATE_LIMIT_MAX: String(defaults.joinRateLimit.max),
  });

  it('300 guests join from one address within moments, in waves of 50', async () => {
    const { code } = await createPaidGame(t, { ...completeSetup, maxPlayer: 300 });
    const venue = newIp();
    const statuses: number[] = [];
    for (let wave = 0; wave < 6; wave++) {
      const guests = await Promise.all(
        Array.from({ length: 50 }, (_, i) => guestArrives(t, venue, code, `Guest ${wave * 50 + i}`)),
      );
      statuses.push(...guests.flat().map((r) => r.statusCode));
    }
    expect(statuses).toEqual(Array(600).fill(200));
  }, 120_000);
});

describe('room codes cannot be enumerated from one address', async () => {
  const t = await createTestApp({
    CODE_LOOKUP_RATE_LIMIT_MAX: String(defaults.codeLookupRateLimit.max),
    CODE_LOOKUP_RATE_LIMIT_WINDOW_SECONDS: String(defaults.codeLookupRateLimit.windowSeconds),
    CODE_MISS_RATE_LIMIT_MAX: String(defaults.codeMissRateLimit.max),
    CODE_MISS_RATE_LIMIT_WINDOW_SECONDS: String(defaults.codeMissRateLimit.windowSeconds),
    CODE_MISS_SLOW_LANE_SECONDS: '1',
  });
  const MISSES = defaults.codeMissRateLimit.max;
  const { code } = await createPaidGame(t);

  it('a venue: 300 phones look up the right code twice and 21 mistype it, all at once: all answered', async () => {
    const venue = newIp();
    // Every 30th look-up is a typo: 609 of the right code and 21 unknown ones, all sent together.
    const typo = (i: number) => i % 30 === 29;
    const responses = await burst(630, (i) => lookup(t, venue, typo(i) ? randomCode() : code)());
    const statuses = responses.map((r, i) => [typo(i) ? 'typo' : 'right', r.statusCode]);
    expect(statuses.filter(([kind]) => kind === 'right')).toEqual(Array(609).fill(['right', 200]));
    expect(statuses.filter(([kind]) => kind === 'typo')).toEqual(Array(21).fill(['typo', 404]));
    expect((await lookup(t, venue, code)()).statusCode).toBe(200);
  }, 60_000);

  it('a scanner, one code after another: the allowed misses, then one guess a turn of the slow lane', async () => {
    const scanner = newIp();
    for (let i = 0; i < MISSES; i++) expect((await lookup(t, scanner, randomCode())()).statusCode).toBe(404);
    const started = Date.now();
    let answered = 0;
    while (Date.now() - started < 3_000) {
      if ((await lookup(t, scanner, randomCode())()).statusCode === 404) answered++;
    }
    expect(answered).toBeLessThanOrEqual(laneBound(started));
    // The right code is not refused: it waits its turn like any new code; another address looks it up at once.
    expect((await lookup(t, scanner, code)()).statusCode).toBe(200);
    expect((await lookup(t, newIp(), code)()).statusCode).toBe(200);
  }, 60_000);

  it('a scanner firing 2,000 codes at once gets the allowed misses and one a turn', async () => {
    const scanner = newIp();
    const started = Date.now();
    const responses = await burst(2000, () => lookup(t, scanner, randomCode())());
    const through = responses.filter((r) => r.statusCode === 404).length;
    expectLimited(responses, through, [404]);
    expect(through).toBeGreaterThanOrEqual(MISSES);
    expect(through).toBeLessThanOrEqual(MISSES + laneBound(started));
  }, 60_000);

  it('joins by code count as lookups: a device scanning by joins is refused too', async () => {
    const scanner = newIp();
    const device = await createDevice(t);
    const joinAt = (c: string) =>
      t.request({
        method: 'POST',
        url: `/api/game/${c}/join`,
        remoteAddress: scanner,
        headers: { 'x-device-token': device.token },
        payload: { name: 'Scan' },
      });
    const started = Date.now();
    const responses = await burst(MISSES + 20, () => joinAt(randomCode()));
    const through = responses.filter((r) => r.statusCode === 404).length;
    expectLimited(responses, through, [404]);
    expect(through).toBeLessThanOrEqual(MISSES + laneBound(started));
  }, 60_000);
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
  const CEILING = 40;
  const MISSES = 10;
  const a = await createTestApp({
    REDIS_URL: redisUrl,
    RATE_LIMIT_KEY_PREFIX: prefix,
    AUTH_RATE_LIMIT_MAX: String(MAX),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: FLOOD_WINDOW_SECONDS,
    JOIN_RATE_LIMIT_MAX: String(MAX),
    UPLOAD_RATE_LIMIT_MAX: String(MAX),
    JOIN_IP_RATE_LIMIT_MAX: String(CEILING),
    JOIN_IP_SLOW_LANE_SECONDS: '1',
    CODE_MISS_RATE_LIMIT_MAX: String(MISSES),
    CODE_MISS_SLOW_LANE_SECONDS: '1',
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

  it(`${FLOOD} new keys on another route, then the login is still refused`, async () => {
    const ip = newIp();
    const email = uniqueEmail();
    const registered = await a.request({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: newIp(),
      payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    expectLimited(await burst(MAX + 2, (i) => loginAs(node(i), ip, email, 'wrong password')()), MAX, [401]);
    await flood(FLOOD, (i) =>
      node(i).request({ method: 'POST', url: '/api/auth/register', remoteAddress: floodIp(i), payload: {} }),
    );
    const after = await burst(MAX, (i) => loginAs(node(i), ip, email, PASSWORD)());
    expect(after.map((r) => r.statusCode)).toEqual(Array(MAX).fill(429));
  }, 120_000);

  it('keyed on what the server knows: junk tokens per session, three tokens per uploader', async () => {
    const deviceId = randomUUID();
    const junk = (i: number) =>
      sessionWith(node(i), { 'x-device-id': deviceId, 'x-device-token': randomUUID() })();
    expectLimited(await burst(MAX + 8, junk), MAX, [200]);

    const { code, players } = await createStartedGame(a, {}, ['Pia']);
    const tokens = [players[0].token];
    for (let i = 0; i < 2; i++) tokens.push((await createDevice(b, players[0].deviceId)).token);
    const upload = (i: number) => uploadInto(node(i), code, tokens[i % 3], photo)(i);
    expectLimited(await burst(MAX + 4, upload), MAX, [200]);
  });

  it('the per-address budget on new sessions and its slow lane hold across both nodes', async () => {
    const ip = newIp();
    const send = (i: number) => sessionWith(node(i), { 'x-device-id': randomUUID() }, ip)();
    const started = Date.now();
    const responses = await burst(CEILING + 30, send);
    const through = responses.filter((r) => r.statusCode === 200).length;
    expectLimited(responses, through, [200]);
    expect(through).toBeGreaterThan(CEILING);
    // One turn a second across both nodes, not one per node.
    expect(through).toBeLessThanOrEqual(CEILING + laneBound(started));
  });

  it('room codes: found ones are given back, misses are counted across both nodes', async () => {
    const { code } = await createPaidGame(a);
    const venue = newIp();
    // Five times the allowed misses of the right code, all at once, across both nodes.
    const found = await burst(MISSES * 5, (i) => lookup(node(i), venue, code)());
    expect(found.map((r) => r.statusCode)).toEqual(Array(MISSES * 5).fill(200));
    const scanner = newIp();
    const started = Date.now();
    const guesses = await burst(MISSES * 10, (i) => lookup(node(i), scanner, randomCode())());
    const through = guesses.filter((r) => r.statusCode === 404).length;
    expectLimited(guesses, through, [404]);
    expect(through).toBeLessThanOrEqual(MISSES + laneBound(started));
    // The venue's code, found there before, passes at once on either node.
    expect((await lookup(b, venue, code)()).statusCode).toBe(200);
    expect((await lookup(a, venue, code)()).statusCode).toBe(200);
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

describe('wrong logins per account, whatever the address', async () => {
  const PER_ACCOUNT = 5;
  const t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: String(PER_ACCOUNT),
    LOGIN_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: '2',
  });

  /** 40 wrong logins to `email`, each from an address of its own: the statuses. */
  const spread = async (email: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await loginAs(t, newIp(), email, 'wrong password')()).statusCode);
    return statuses;
  };

  it('an attacker spreading guesses over 40 addresses gets the per-account budget, then 429', async () => {
    const email = uniqueEmail();
    await registerHost(t, email);
    const statuses = await spread(email);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - PER_ACCOUNT);
    const refused = await loginAs(t, newIp(), email, 'wrong password')();
    expectLimited([refused], 0, []);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(2);
  });

  it('an unknown e-mail gets the same answers as a wrong password', async () => {
    const statuses = await spread(uniqueEmail());
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - PER_ACCOUNT);
  });

  it('the owner is held back at most one window, and their own sign-ins never count', async () => {
    const email = uniqueEmail();
    await registerHost(t, email);
    // Right passwords, many times over: never refused.
    for (let i = 0; i < PER_ACCOUNT * 3; i++)
      expect((await loginAs(t, newIp(), email, PASSWORD)()).statusCode).toBe(200);
    const statuses = await spread(email);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    await sleep(2_150);
    expect((await loginAs(t, newIp(), email, PASSWORD)()).statusCode).toBe(200);
    // Another account is never affected.
    const other = uniqueEmail();
    await registerHost(t, other);
    expect((await loginAs(t, newIp(), other, PASSWORD)()).statusCode).toBe(200);
  });
});

describe("one guest's misses never lock a venue out", async () => {
  const MISSES = defaults.codeMissRateLimit.max;
  const t = await createTestApp({
    CODE_LOOKUP_RATE_LIMIT_MAX: String(defaults.codeLookupRateLimit.max),
    CODE_MISS_RATE_LIMIT_MAX: String(MISSES),
    CODE_MISS_RATE_LIMIT_WINDOW_SECONDS: String(defaults.codeMissRateLimit.windowSeconds),
    CODE_MISS_SLOW_LANE_SECONDS: '1',
  });
  const { code } = await createPaidGame(t, { ...completeSetup, maxPlayer: 100 });

  it('205 wrong codes at once, then the right code from the same address: found and joined', async () => {
    const venue = newIp();
    const misses = await burst(205, () => lookup(t, venue, randomCode())());
    expect(misses.every((r) => r.statusCode === 404 || r.statusCode === 429)).toBe(true);
    // The venue's first guest with the right code: found (after a moment in the slow lane), then joined.
    const started = Date.now();
    expect((await lookup(t, venue, code)()).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await guestArrives(t, venue, code, 'First')).map((r) => r.statusCode)).toEqual([200, 200]);
    // The rest of the venue, typing the same code: at once.
    const others = Date.now();
    const guests = await Promise.all(
      Array.from({ length: 10 }, (_, i) => guestArrives(t, venue, code, `Guest ${i}`)),
    );
    expect(guests.flat().map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(Date.now() - others).toBeLessThan(3_000);
  }, 60_000);

  it('a scanner past its misses gets about one new code a second, never more', async () => {
    const scanner = newIp();
    const started = Date.now();
    const first = await burst(MISSES + 50, () => lookup(t, scanner, randomCode())());
    expect(first.filter((r) => r.statusCode === 404).length).toBeLessThanOrEqual(MISSES + 10);
    // Four more seconds of guessing, 20 at a time.
    let answered = 0;
    while (Date.now() - started < 6_000) {
      const more = await burst(20, () => lookup(t, scanner, randomCode())());
      answered += more.filter((r) => r.statusCode === 404).length;
      for (const r of more.filter((x) => x.statusCode === 429)) {
        expect(r.json()).toMatchObject({ code: 'RATE_LIMITED' });
      }
    }
    const seconds = (Date.now() - started) / 1000;
    expect(answered).toBeLessThanOrEqual(Math.ceil(seconds) + 2);
  }, 60_000);
});

describe('a flood of sessions and joins never blocks another game, nor the same game for long', async () => {
  const CEILING = 40;
  const t = await createTestApp({
    JOIN_IP_RATE_LIMIT_MAX: String(CEILING),
    JOIN_IP_RATE_LIMIT_WINDOW_SECONDS: String(defaults.joinIpRateLimit.windowSeconds),
    JOIN_IP_SLOW_LANE_SECONDS: '1',
  });

  it('2,000 new sessions and a join flood into one game, then guests of both games join', async () => {
    const flooded = await createPaidGame(t, { ...completeSetup, maxPlayer: 100 });
    const other = await createPaidGame(t, { ...completeSetup, maxPlayer: 100 });
    const venue = newIp();
    const sessions = await flood(2000, () => sessionWith(t, { 'x-device-id': randomUUID() }, venue)(), 2000);
    expect((sessions.get(200) ?? 0) + (sessions.get(429) ?? 0)).toBe(2000);
    const tokens: string[] = [];
    // The flood's devices got their sessions elsewhere; their joins come from the venue.
    for (let i = 0; i < CEILING + 10; i++) {
      const session = await sessionWith(t, { 'x-device-id': randomUUID() }, newIp())();
      tokens.push((session.json() as { token: string }).token);
    }
    const joins = await burst(tokens.length, (i) =>
      t.request({
        method: 'POST',
        url: `/api/game/${flooded.code}/join`,
        remoteAddress: venue,
        headers: { 'x-device-token': tokens[i] },
        payload: { name: `Flood ${i}` },
      }),
    );
    expect(joins.filter((r) => r.statusCode === 429).length).toBeGreaterThan(0);

    let started = Date.now();
    expect((await guestArrives(t, venue, other.code, 'Other')).map((r) => r.statusCode)).toEqual([200, 200]);
    expect(Date.now() - started).toBeLessThan(5_000);
    started = Date.now();
    expect((await guestArrives(t, venue, flooded.code, 'Same')).map((r) => r.statusCode)).toEqual([200, 200]);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
