import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';

/**
 * A stand-in for the Vite build, with the deep links apps/web/build/page-manifest.ts writes into pages.json, from
 * each page module's files (`preloads`) as the build resolves them (deepLinksOf).
 */
function webDist(preloads: Record<string, string[]> | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets', 'index.js'), 'export {};\n');
  if (preloads) {
    const files = (...modules: string[]) => [...new Set(modules.flatMap((m) => preloads[m] ?? []))];
    const link = (routePath: string, now: string[], next: string[] = []) => ({
      path: routePath,
      preload: files(...now),
      prefetch: files(...next),
    });
    const deepLinks = [
      link('/login', ['auth/login']),
      link('/join', ['join']),
      link('/join/:code', ['join-redirect', 'room/player-name'], ['room/room', 'socket.io-client']),
      link('/room/:code', ['room/room']),
      link('/room/:code/player-name', ['room/player-name'], ['room/room', 'socket.io-client']),
      link('/game-board/:code', ['game-board']),
      link('/gallery/:code', ['results/gallery']),
      link('/host', ['host']),
    ];
    fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify({ deepLinks }));
  }
  return dir;
}

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the web app page names the JS of the page it opens', async () => {
  const dist = webDist({
    'game-board': ['/assets/game-board-a1.js', '/assets/card-b2.js'],
    'join-redirect': ['/assets/join-redirect-c3.js'],
    'room/room': ['/assets/room-d4.js', '/assets/card-b2.js'],
    'room/player-name': ['/assets/player-name-f6.js', '/assets/card-b2.js'],
    'socket.io-client': ['/assets/esm-g7.js'],
    join: ['/assets/join-e5.js', '/assets/x.js"><script>alert(1)</script>', 'https://evil.example/a.js'],
  });
  const t = await createTestApp({ WEB_DIST_DIR: dist });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const page = async (url: string) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
    return res.body;
  };

  it('a game board link preloads the board page', async () => {
    const html = await page('/game-board/ABC123');
    expect(preloadsOf(html)).toEqual(['/assets/game-board-a1.js', '/assets/card-b2.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('a join link preloads the redirect and the name step it goes on to, each file once', async () => {
    expect(preloadsOf(await page('/join/ABC123'))).toEqual([
      '/assets/join-redirect-c3.js',
      '/assets/player-name-f6.js',
      '/assets/card-b2.js',
    ]);
    // The lobby's code and the socket client come next: prefetched, not preloaded (files already preloaded once).
    expect(
      [...(await page('/join/ABC123')).matchAll(/<link rel="prefetch" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      ),
    ).toEqual(['/assets/room-d4.js', '/assets/esm-g7.js']);
    expect(preloadsOf(await page('/room/ABC123/player-name'))).toEqual([
      '/assets/player-name-f6.js',
      '/assets/card-b2.js',
    ]);
  });

  it('pages are revalidated: an ETag per page, 304 without a body when it still matches', async () => {
    const first = await t.request({ method: 'GET', url: '/join/ABC123' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.request({ method: 'GET', url: '/join/XYZ789', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page's HTML (other preloads) has its own tag; a stale tag gets the page.
    const board = await t.request({
      method: 'GET',
      url: '/game-board/ABC123',
      headers: { 'if-none-match': etag },
    });
    expect(board.statusCode).toBe(200);
    expect(board.headers.etag).not.toBe(etag);
    const stale = await t.request({
      method: 'GET',
      url: '/join/ABC123',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('hashed assets are cached for good', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/index.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('names only our own asset files, whatever the list holds', async () => {
    const html = await page('/join');
    expect(preloadsOf(html)).toEqual(['/assets/join-e5.js']);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('evil.example');
  });

  it('other pages, and pages the list does not know, get index.html as built', async () => {
    expect(await page('/profile')).toBe(INDEX);
    expect(await page('/game-board/ABC123/extra')).toBe(INDEX);
    expect(await page('/login')).toBe(INDEX);
  });
});

describe('without a page list (an older build)', async () => {
  const dist = webDist(null);
  const t = await createTestApp({ WEB_DIST_DIR: dist });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('every page gets index.html as built', async () => {
    const res = await t.request({ method: 'GET', url: '/game-board/ABC123' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});
