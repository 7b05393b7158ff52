import os from 'node:os';
import { ZShareLinks } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp, testDbKind } from '../../../test/test-app';

/** This machine's IPv4 addresses other devices may reach, straight from the system. */
const machineAddresses = () =>
  Object.values(os.networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);

describe('system', async () => {
  const t = await createTestApp();

  it('GET /api/health reports the database', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDbKind });
  });

  it('sends security headers: CSP without inline script, nosniff, no framing', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('unknown API paths are JSON 404s', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No such endpoint: GET /api/nope' });
  });

  describe('GET /api/config: where shared links point', () => {
    it("lists this machine's network addresses, with the port the server listens on", async () => {
      const listening = await createTestApp({ HOST: '0.0.0.0' });
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const address = listening.app.server.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      // Over HTTP to the listening server: the port is the one it took, not PORT's default.
      const answer = (await (await fetch(`http://127.0.0.1:${port}/api/config`)).json()) as {
        links: unknown;
      };
      const links = ZShareLinks.parse(answer.links);
      expect(links.joinBase).toBeNull();
      expect(links.loopbackOnly).toBe(false);
      expect([...links.networkAddresses].sort()).toEqual(
        machineAddresses()
          .map((ip) => `http://${ip}:${port}`)
          .sort(),
      );
      // The machine running these tests has a network: the list is not empty by accident.
      expect(links.networkAddresses.length).toBeGreaterThan(0);
    });

    it('never takes an address from the request: Host and X-Forwarded-Host change nothing', async () => {
      const plain = await t.request({ method: 'GET', url: '/api/config' });
      const forged = await t.request({
        method: 'GET',
        url: '/api/config',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(forged.json()).toEqual(plain.json());
      expect(JSON.stringify(forged.json())).not.toContain('evil.example');
    });

    it('tells network addresses only to a browser on this computer: other devices learn none', async () => {
      const local = await t.request({ method: 'GET', url: '/api/config', remoteAddress: '127.0.0.1' });
      expect(ZShareLinks.parse((local.json() as { links: unknown }).links).networkAddresses).not.toEqual([]);
      for (const remoteAddress of ['192.0.2.77', '203.0.113.9', '::ffff:192.0.2.77']) {
        const res = await t.request({
          method: 'GET',
          url: '/api/config',
          remoteAddress,
          // Headers claiming a local client change nothing: the TCP peer decides.
          headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost' },
        });
        expect(res.json()).toMatchObject({
          links: { joinBase: null, networkAddresses: [], loopbackOnly: false },
        });
      }
    });

    it('PUBLIC_URL wins: it is the join base and no network address is listed', async () => {
      const pub = await createTestApp({
        PUBLIC_URL: 'https://bingo.example.com/',
        PAYMENT_PROVIDER: 'local',
        // A public server sends its mail or logs it; this one logs it.
        MAIL_TRANSPORT: 'log',
      });
      const res = await pub.request({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({
        links: { joinBase: 'https://bingo.example.com', networkAddresses: [], loopbackOnly: false },
      });
    });

    it('a server listening on loopback only says so and lists no address', async () => {
      const local = await createTestApp({ HOST: '127.0.0.1' });
      const res = await local.request({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({
        links: { joinBase: null, networkAddresses: [], loopbackOnly: true },
      });
    });
  });
});
