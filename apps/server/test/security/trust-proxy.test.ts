import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, registerHost, uniqueEmail, type TestApp } from '../test-app';

/**
 * Behind a load balancer the client's address is the one the proxy saw, never one the client wrote into
 * X-Forwarded-For itself: a proxy appends the address it saw to whatever the client sent, so only the
 * entries the trusted hops added are the proxies' word.
 */

const MAX = 4;
const ATTEMPTS = 40;
/** The load balancer's own address, as the app's socket sees it. */
const BALANCER = '10.0.0.2';

/** A wrong login from `client` through the proxies, after the client sent a forged X-Forwarded-For of its own. */
const wrongLoginVia = (t: TestApp, email: string, forwarded: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': forwarded },
    payload: { email, password: 'wrong password' },
  });

/** How many of ATTEMPTS wrong logins, each with a fresh forged address, got past the login limit. */
async function passedWithForgedAddresses(t: TestApp, chain: (forged: string) => string) {
  const email = uniqueEmail();
  await registerHost(t, email);
  let passed = 0;
  for (let i = 0; i < ATTEMPTS; i++) {
    const res = await wrongLoginVia(t, email, chain(`198.51.100.${i + 1}`));
    if (res.statusCode !== 429) passed++;
  }
  // The proxy itself is not the client: another client behind it still gets an answer.
  const other = await wrongLoginVia(
    t,
    email,
    chain('198.51.100.200').replace(/203\.0\.113\.\d+/, '192.0.2.44'),
  );
  expect(other.statusCode).toBe(401);
  return passed;
}

describe('TRUST_PROXY: the address the trusted proxy saw', () => {
  it('true means one hop: a fresh forged address per attempt buys no more wrong logins', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: String(MAX) });
    // The client's forged entry, then the address the load balancer saw (the same client every time).
    expect(await passedWithForgedAddresses(t, (forged) => `${forged}, 203.0.113.7`)).toBe(MAX);
  });

  it('a hop count: two proxies in a row, the address the outer one saw', async () => {
    const t = await createTestApp({ TRUST_PROXY: '2', AUTH_RATE_LIMIT_MAX: String(MAX) });
    const chain = (forged: string) => `${forged}, 203.0.113.8, 10.0.0.3`;
    expect(await passedWithForgedAddresses(t, chain)).toBe(MAX);
  });

  it("a list of the proxies' addresses: the first address from outside the list", async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', AUTH_RATE_LIMIT_MAX: String(MAX) });
    const chain = (forged: string) => `${forged}, 203.0.113.9, 10.0.0.3`;
    expect(await passedWithForgedAddresses(t, chain)).toBe(MAX);
  });

  it('reads true/false, a hop count or a list, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toBe(3);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,::1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes', '-1', '10.0.0.0/33', '10.0.0', 'proxy.example.com']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: /);
    }
  });
});
