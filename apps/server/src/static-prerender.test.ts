import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { completeSetup } from '@picture-bingo/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeHtml } from './lib/html';
import { apiOf, createTestApp } from '../test/test-app';

const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/app.css">';
const INDEX = `<!doctype html><html><head><title>Picture Bingo</title>\n    ${STYLESHEET}\n</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;
/** A join page as built: the build's index.html in the language the request asked for (English here). */
const JOIN_AS_BUILT = INDEX.replace('<html>', '<html lang="en" dir="ltr">');
/** The name step's rules, as the build finds them in the stylesheet (apps/web/build/prerender.ts, criticalCss). */
const NAME_STEP_CSS = 'h2{font-weight:700}input{border:1px solid}';
/** The name step's own script (apps/web/src/prerender/name-step-early.ts), as the build names it. */
const NAME_STEP_SCRIPT = '/assets/name-step-early-B1x_9.js';

/** prerendered.json as the web build writes it (apps/web/src/prerender/pages.tsx), with its tokens. */
const PRERENDERED = {
  tokens: { code: 'PBCODETOKEN', title: 'PBTITLETOKEN', host: 'PBHOSTTOKEN' },
  pages: {
    '/join': { title: 'Join a Game · Picture Bingo', html: '<form><input name="roomCode" value=""/></form>' },
    '/room/:code/player-name': {
      title: 'Player Name · Picture Bingo',
      html: '<h2>PBTITLETOKEN</h2><p>Hosted by <bdi>PBHOSTTOKEN</bdi>.</p><input name="playerName" value=""/>',
      css: NAME_STEP_CSS,
      script: NAME_STEP_SCRIPT,
    },
  },
};

function webDist(prerendered: unknown = PRERENDERED): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-web-prerender-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify(prerendered));
  // The deep links of the page manifest with a screen, as the build lists them (apps/web/build/page-manifest.ts).
  const deepLinks = [
    { path: '/join', preload: [], prefetch: [], screen: '/join' },
    { path: '/join/:code', preload: [], prefetch: [], screen: '/room/:code/player-name' },
  ];
  fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify({ deepLinks }));
  return dir;
}

const seedOf = (html: string) => {
  const match = /<script type="application\/json" id="pb-seed">(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as { summary: { gameCode: string; eventTitle: string } }) : null;
};

const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(2)> & "quoted"';

describe("a new browser's join pages come with their screen in the HTML", async () => {
  const dist = webDist();
  const t = await createTestApp({
    WEB_DIST_DIR: dist,
    CODE_MISS_RATE_LIMIT_MAX: '3',
    CODE_MISS_SLOW_LANE_SECONDS: '1',
    TRUST_PROXY: 'true',
  });
  const api = apiOf(t);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers: { 'x-forwarded-for': '203.0.113.9', ...headers } });

  it('a join link of a game open to join: the name step with the game, escaped, and its summary', async () => {
    const game = await api.paidGame({ ...completeSetup, eventTitle: HOSTILE, hostName: '<b>Ada</b>' });
    const res = await get(`/join/${game.code.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
    const html = res.body;
    expect(html).toContain('<title>Player Name · Picture Bingo</title>');
    expect(html).toContain(
      '<h2>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quoted&quot;</h2>',
    );
    expect(html).toContain('<bdi>&lt;b&gt;Ada&lt;/b&gt;</bdi>');
    // Nothing from the game's text opens a tag: the only script elements are the screen's, the seed and the app's.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain('PBTITLETOKEN');
    const seed = seedOf(html);
    expect(seed?.summary.gameCode).toBe(game.code);
    expect(seed?.summary.eventTitle).toBe(HOSTILE);
    // The summary is the API's own answer.
    const answer = await t.request({ method: 'GET', url: `/api/game/${game.code}` });
    expect(seed?.summary).toEqual(answer.json());
  });

  it.each(["Dinner $' night", 'Dinner $` night', 'Dinner $& night', "$$ $1 $<x> $'$`$&"])(
    'a title with replacement patterns (%s) is written as it is, once',
    async (eventTitle) => {
      const game = await api.paidGame({ ...completeSetup, eventTitle });
      const res = await get(`/join/${game.code}`);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain(`<h2>${escapeHtml(eventTitle)}</h2>`);
      expect(seedOf(html)?.summary.eventTitle).toBe(eventTitle);
      // One page: one root, one head, one seed, and no more than the page as built and the screen.
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/id="pb-seed"/g)).toHaveLength(1);
      expect(html.length).toBeLessThan(INDEX.length + 2_000);
    },
  );

  it("the screen's own rules come inline, and the stylesheet after the screen, so it draws without waiting", async () => {
    const game = await api.paidGame();
    const html = (await get(`/join/${game.code}`)).body;
    const [head, body] = html.split('</head>');
    expect(head).toContain(`<style>${NAME_STEP_CSS}</style>`);
    expect(head).not.toContain('rel="stylesheet"');
    // After the screen and the seed: the parser waits for it there, and the app's scripts still find it loaded.
    expect(body).toMatch(
      /<div id="root">.*<input name="playerName" value=""\/><\/div><script type="module" async src="[^"]+"><\/script><script type="application\/json" id="pb-seed">.*<\/script><link rel="stylesheet" crossorigin href="\/assets\/app\.css"><script type="module"/,
    );
    // A screen without rules of its own (/join here) keeps the stylesheet where it was.
    const join = (await get('/join')).body;
    expect(join).toContain(`<title>Join a Game · Picture Bingo</title>\n    ${STYLESHEET}`);
    expect(join).not.toContain('<style>');
  });

  it("the name step's own script comes right after its screen, so a name can be sent before the app", async () => {
    const game = await api.paidGame();
    const html = (await get(`/join/${game.code}`)).body;
    expect(html).toContain(
      `<input name="playerName" value=""/></div><script type="module" async src="${NAME_STEP_SCRIPT}"></script>`,
    );
    // /join has none.
    expect((await get('/join')).body).not.toContain('async src=');
  });

  it('/join: its screen, the same for everyone', async () => {
    const res = await get('/join');
    expect(res.body).toContain('<div id="root"><form><input name="roomCode" value=""/></form></div>');
    expect(res.body).toContain('<title>Join a Game · Picture Bingo</title>');
    expect(seedOf(res.body)).toBeNull();
  });

  it('a browser that has been here before gets the page as built', async () => {
    const game = await api.paidGame();
    for (const url of [`/join/${game.code}`, '/join']) {
      const res = await get(url, { cookie: 'theme=dark; pb_known=1' });
      expect(res.body, url).toBe(JOIN_AS_BUILT);
      expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
    }
  });

  it('a game nobody can join now, or no game: the page as built, and the app asks the API why', async () => {
    const cancelled = await api.paidGame();
    await api.call('POST', `/api/game/${cancelled.code}/cancel`, { token: cancelled.token, status: 200 });
    expect((await get(`/join/${cancelled.code}`)).body).toBe(JOIN_AS_BUILT);
    expect((await get('/join/NOPE99')).body).toBe(JOIN_AS_BUILT);
  });

  it("the join form sent before the app's JS took it over goes on to the join link", async () => {
    const res = await get('/join?roomCode=ab%20c-12');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/join/ABC12');
    expect((await get('/join?roomCode=')).headers.location).toBe('/join');
    // Read as the API reads codes (roomCodeKey): look-alikes as the alphabet has them.
    expect((await get('/join?roomCode=ol%E2%80%93ab')).headers.location).toBe('/join/01AB');
  });

  it('a page with a game is revalidated by its own tag', async () => {
    const game = await api.paidGame();
    const first = await get(`/join/${game.code}`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await get(`/join/${game.code}`, { 'if-none-match': etag })).statusCode).toBe(304);
    // Another player joined: the summary changed, and so did the page.
    await api.joinAs(game.code, 'Pia');
    expect((await get(`/join/${game.code}`, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it("codes that name no game count as the API's misses: the page tells a scanner nothing more", async () => {
    const scanner = { 'x-forwarded-for': '198.51.100.7' };
    const game = await api.paidGame();
    // Three misses through the page (CODE_MISS_RATE_LIMIT_MAX is 3 here)...
    for (const code of ['ZZZZ01', 'ZZZZ02', 'ZZZZ03'])
      expect((await get(`/join/${code}`, scanner)).body).toBe(JOIN_AS_BUILT);
    // ...and the page no longer looks new codes up from that address, even a real one (it never waits)...
    const page = await get(`/join/${game.code}`, scanner);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(JOIN_AS_BUILT);
    expect(page.headers['retry-after']).toBeUndefined();
    // ...while the API looks it up in the slow lane; once found there, the page summarises it again.
    const found = await t.request({ method: 'GET', url: `/api/game/${game.code}`, headers: scanner });
    expect(found.statusCode).toBe(200);
    expect(seedOf((await get(`/join/${game.code}`, scanner)).body)?.summary.gameCode).toBe(game.code);
    expect((await get('/join/ZZZZ04', scanner)).body).toBe(JOIN_AS_BUILT);
    // Another address is not affected.
    expect(seedOf((await get(`/join/${game.code}`)).body)?.summary.gameCode).toBe(game.code);
  });

  describe('a join page comes in its language: ?lang=, then the game, then Accept-Language, then English', () => {
    const rootOf = (html: string) => /<html[^>]*>/.exec(html)?.[0];

    it("the link's ?lang= first, then the game's language; Arabic right to left", async () => {
      const game = await api.paidGame({ ...completeSetup, language: 'fr' });
      const linked = await get(`/join/${game.code}?lang=ar`, { 'accept-language': 'de' });
      expect(rootOf(linked.body)).toBe('<html lang="ar" dir="rtl">');
      expect(String(linked.headers.vary)).toMatch(/\bAccept-Language\b/);
      expect(seedOf(linked.body)?.summary).toMatchObject({ gameCode: game.code, language: 'fr' });
      // A tag in another case or region names the same language.
      expect(rootOf((await get(`/join/${game.code}?lang=PT-br`)).body)).toBe('<html lang="pt-BR" dir="ltr">');
      // No ?lang= (or one the app does not speak): the game's language, over the browser's.
      for (const url of [`/join/${game.code}`, `/join/${game.code}?lang=xx`]) {
        const html = (await get(url, { 'accept-language': 'ja, en;q=0.5' })).body;
        expect(rootOf(html), url).toBe('<html lang="fr" dir="ltr">');
      }
    });

    it("without a game to read it from: the browser's languages, by their weights, else English", async () => {
      const browsers: Array<[string, string]> = [
        ['ja;q=0.4, ar;q=0.9, en;q=0.8', '<html lang="ar" dir="rtl">'],
        ['zh-CN, de-AT;q=0.7', '<html lang="de" dir="ltr">'],
        ['pt-PT', '<html lang="pt-BR" dir="ltr">'],
        ['zh, ko;q=0.5', '<html lang="en" dir="ltr">'],
        ['ar;q=0, *', '<html lang="en" dir="ltr">'],
      ];
      for (const [acceptLanguage, root] of browsers) {
        expect(rootOf((await get('/join', { 'accept-language': acceptLanguage })).body), acceptLanguage).toBe(
          root,
        );
      }
      // An unknown code (no game): the same.
      expect(rootOf((await get('/join/NOPE77', { 'accept-language': 'ja' })).body)).toBe(
        '<html lang="ja" dir="ltr">',
      );
      // A returning browser (no screen, no game look-up) still gets its language.
      const game = await api.paidGame();
      const returning = await get(`/join/${game.code}?lang=es`, { cookie: 'pb_known=1' });
      expect(returning.body).toBe(INDEX.replace('<html>', '<html lang="es" dir="ltr">'));
    });

    it('each language is its own page for caches (its own ETag)', async () => {
      const game = await api.paidGame();
      const french = await get(`/join/${game.code}?lang=fr`);
      const arabic = await get(`/join/${game.code}?lang=ar`);
      expect(french.headers.etag).not.toBe(arabic.headers.etag);
      const again = await get(`/join/${game.code}?lang=ar`, { 'if-none-match': String(arabic.headers.etag) });
      expect(again.statusCode).toBe(304);
    });
  });
});

describe('a build whose rules could end the style element', async () => {
  const dist = webDist({
    ...PRERENDERED,
    pages: {
      ...PRERENDERED.pages,
      '/room/:code/player-name': {
        ...PRERENDERED.pages['/room/:code/player-name'],
        css: 'h2{}</STYLE><script>alert(1)</script>',
      },
    },
  });
  const t = await createTestApp({ WEB_DIST_DIR: dist });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('is served without them, the stylesheet where it was', async () => {
    const game = await apiOf(t).paidGame();
    const html = (await t.request({ method: 'GET', url: `/join/${game.code}` })).body;
    expect(html).toContain('<input name="playerName" value=""/>');
    expect(html).not.toContain('<style>');
    expect(html).not.toContain('alert(1)');
    expect(html.split('</head>')[0]).toContain(STYLESHEET);
  });
});

describe('a build whose screen script is not one of its own files', async () => {
  const dist = webDist({
    ...PRERENDERED,
    pages: {
      ...PRERENDERED.pages,
      '/room/:code/player-name': {
        ...PRERENDERED.pages['/room/:code/player-name'],
        script: '//evil.example/x.js"><script>alert(1)</script>',
      },
    },
  });
  const t = await createTestApp({ WEB_DIST_DIR: dist });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('is served without it', async () => {
    const game = await apiOf(t).paidGame();
    const html = (await t.request({ method: 'GET', url: `/join/${game.code}` })).body;
    expect(html).toContain('<input name="playerName" value=""/>');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('async src=');
  });
});
