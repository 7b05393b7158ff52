import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createStartedGame, uploadPhoto } from '../play';
import { createTestApp } from '../test-app';

/**
 * Response headers on every kind of answer the one port gives: the JSON API, the web app's HTML and assets,
 * stored photos, the local checkout page and errors. A browser must never run script it did not load from us,
 * never sniff a photo or a JSON answer into HTML, and never show our pages inside someone else's frame.
 */

/** A stand-in for the Vite build: the server serves whatever index.html and assets/ it finds. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};\n');
  return dir;
}

function cspDirectives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'Content-Security-Policy is missing').toBe('string');
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** What every answer carries, whatever it is. */
function expectBaseHeaders(res: LightMyRequestResponse, referrerPolicy = 'strict-origin-when-cross-origin') {
  const csp = cspDirectives(res);
  // script-src falls back to default-src when absent; either way no inline or eval'd script.
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scriptSrc.length, 'script-src (or default-src) must be set').toBeGreaterThan(0);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain('*');
  expect(scriptSrc).not.toContain('data:');
  expect(csp.get('script-src-attr') ?? ["'none'"]).not.toContain("'unsafe-inline'");
  // Workers: the page's own, or one it made itself from a blob: URL (the phone's HEIC converter); nobody else's.
  const workerSrc = csp.get('worker-src') ?? scriptSrc;
  for (const source of ['*', 'data:', 'https:', 'http:']) expect(workerSrc).not.toContain(source);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe(referrerPolicy);
  // Old browsers that ignore frame-ancestors still honour this.
  expect(String(res.headers['x-frame-options']).toUpperCase()).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(res.headers['x-powered-by']).toBeUndefined();
}

/** An error answer: JSON `{ message, code }`, never a page, and no echo of markup from the request. */
function expectJsonError(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = res.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(res.body).not.toMatch(/<[a-z!/]/i);
  expectBaseHeaders(res);
}

describe('security headers', async () => {
  const webDist = fakeWebDist();
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  const t = await createTestApp({ WEB_DIST_DIR: webDist });
  const game = await createStartedGame(t, {}, ['Pia']);
  const cell = await uploadPhoto(t, game.code, game.players[0]!.token, 0);
  const get = (url: string) => t.request({ method: 'GET', url });

  it('the JSON API', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    expectBaseHeaders(res);
  });

  it('an authenticated API answer', async () => {
    const res = await t.request({ method: 'GET', url: `/api/game/${game.code}/host`, token: game.token });
    expect(res.statusCode, res.body).toBe(200);
    expectBaseHeaders(res);
  });

  it.each(['/', '/host', `/room/${game.code}/screen`, `/join/${game.code}`])(
    'the web app page %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
      expectBaseHeaders(res);
    },
  );

  it('a web app asset', async () => {
    const res = await get('/assets/app.js');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expectBaseHeaders(res);
  });

  it('a stored photo and its thumbnail are WebP, nosniff, cached by the browser only', async () => {
    for (const url of [cell.image, cell.thumb]) {
      expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]+\.webp$/);
      const res = await get(url!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, max-age=604800, immutable');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expectBaseHeaders(res);
    }
  });

  it('a photo asked for with a query string is still only WebP', async () => {
    const res = await get(`${cell.image!}?format=html&type=text/html`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  // Crafted media URLs: none may name a file outside the store, none may come back as a page.
  const craftedMedia = [
    '/media/x.html',
    '/media/x.svg',
    '/media/x.webp.html',
    '/media/..%2f..%2fpackage.json',
    '/media/..%2f',
    '/media/..%5c..%5cwindows',
    '/media/%2e%2e%2fpicture-bingo.sqlite',
    '/media/picture-bingo.sqlite',
    '/media/nope.webp',
    '/media/%3Cscript%3Ealert(1)%3C%2Fscript%3E.webp',
    '/media/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '/media/',
    '/media',
    '/media/a/b',
    '/media/x/..%2f..%2fetc%2fpasswd',
    '/media/x/%3Cscript%3E',
  ];

  it.each(craftedMedia)('%s is a JSON 4xx, never HTML', async (url) => {
    const res = await get(url);
    expect(
      res.statusCode,
      `${url} answered ${res.statusCode} ${res.body.slice(0, 120)}`,
    ).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(String(res.headers['content-type'])).not.toMatch(/html|svg|javascript/);
    expectJsonError(res, res.statusCode);
  });

  it('a photo key cannot be reached through another path spelling', async () => {
    const key = cell.image!.slice('/media/'.length);
    for (const url of [`/media/x/..%2f${key}`, `/media/.%2f${key}`, `/media/${key}%2f`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    }
  });

  it.each([
    ['an unknown API path', '/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 404],
    ['an unknown asset', '/assets/%3Cscript%3E.js', 404],
    ['an unknown file with markup in its name', '/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.html', 404],
    ['an unknown room', '/api/game/ZZZZZZ', 404],
    ['a malformed percent-encoding', '/api/game/%E0%A4%A/host', 400],
    ['a path param over 100 characters', `/api/game/${'X'.repeat(120)}/host`, 414],
  ])('%s answers JSON without echoing the markup', async (_name, url, status) => {
    expectJsonError(await get(url), status);
  });

  it('errors from the API carry the same headers', async () => {
    expectJsonError(await t.request({ method: 'GET', url: `/api/game/${game.code}/host` }), 401);
    expectJsonError(
      await t.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/html' },
        payload: '<b>',
      }),
      415,
    );
  });

  it('the local checkout page (served by the server, not the SPA) runs no inline script', async () => {
    const res = await get('/checkout/cs_local_does_not_exist');
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).not.toMatch(/\son[a-z]+\s*=/i);
    // Its URL holds the session id, so it sends no referrer at all.
    expectBaseHeaders(res, 'no-referrer');
  });

  it('the Socket.IO polling transport is not HTML either', async () => {
    const res = await get('/socket.io/?EIO=4&transport=polling');
    expect(String(res.headers['content-type'] ?? '')).not.toMatch(/html/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers behind https', async () => {
  const t = await createTestApp({
    PUBLIC_URL: 'https://bingo.example.com',
    PAYMENT_PROVIDER: 'local',
    MAIL_TRANSPORT: 'log',
  });

  it('sends HSTS and upgrades insecure requests', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}; includeSubDomains/);
    expect(cspDirectives(res).has('upgrade-insecure-requests')).toBe(true);
    expectBaseHeaders(res);
  });
});
