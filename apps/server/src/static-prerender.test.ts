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

/** Each language's words on the two screens, as the catalogues have them (apps/web/messages). */
const WORDS = {
  en: { join: 'Join a Game', name: 'Player Name', hosted: 'Hosted by {host}.' },
  es: { join: 'Unirse a una partida', name: 'Nombre de jugador', hosted: 'Organiza {host}.' },
  fr: { join: 'Rejoindre une partie', name: 'Nom du joueur', hosted: 'Organisée par {host}.' },
  de: { join: 'Einem Spiel beitreten', name: 'Spielername', hosted: 'Gastgeber: {host}.' },
  'pt-BR': { join: 'Entrar em um jogo', name: 'Nome do jogador', hosted: 'Anfitrião: {host}.' },
  ar: { join: 'الانضمام إلى لعبة', name: 'اسم اللاعب', hosted: 'المضيف: {host}.' },
  ja: { join: 'ゲームに参加', name: 'プレイヤー名', hosted: 'ホスト：{host}。' },
} as const;
type Language = keyof typeof WORDS;

/** The name step's markup in a language (its game fields the build's tokens). */
const nameStep = (language: Language) =>
  `<h2>PBTITLETOKEN</h2><p>${WORDS[language].hosted.replace('{host}', '<bdi>PBHOSTTOKEN</bdi>')}</p><label>${WORDS[language].name}</label><input name="playerName" value=""/>`;

const byLanguage = <T>(entry: (language: Language) => T): Record<Language, T> =>
  Object.fromEntries(
    (Object.keys(WORDS) as Language[]).map((language) => [language, entry(language)]),
  ) as Record<Language, T>;

/** prerendered.json as the web build writes it (apps/web/src/prerender/pages.tsx): pages → language → screen. */
const PRERENDERED = {
  tokens: { code: 'PBCODETOKEN', title: 'PBTITLETOKEN', host: 'PBHOSTTOKEN' },
  pages: {
    '/join': byLanguage((language) => ({
      title: `${WORDS[language].join} · Picture Bingo`,
      html: `<h2>${WORDS[language].join}</h2><form><input name="roomCode" value=""/></form>`,
    })),
    '/room/:code/player-name': byLanguage((language) => ({
      title: `${WORDS[language].name} · Picture Bingo`,
      html: nameStep(language),
      css: NAME_STEP_CSS,
      script: NAME_STEP_SCRIPT,
    })),
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
    expect(res.body).toContain(
      '<div id="root"><h2>Join a Game</h2><form><input name="roomCode" value=""/></form></div>',
    );
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

  describe('a join page comes in its language: ?lang=, then Accept-Language, then the game, then English', () => {
    const rootOf = (html: string) => /<html[^>]*>/.exec(html)?.[0];

    it("the link's ?lang= first, then the browser's, then the game's language; Arabic right to left", async () => {
      const game = await api.paidGame({ ...completeSetup, language: 'fr' });
      const linked = await get(`/join/${game.code}?lang=ar`, { 'accept-language': 'de' });
      expect(rootOf(linked.body)).toBe('<html lang="ar" dir="rtl">');
      expect(String(linked.headers.vary)).toMatch(/\bAccept-Language\b/);
      expect(seedOf(linked.body)?.summary).toMatchObject({ gameCode: game.code, language: 'fr' });
      // A tag in another case or region names the same language.
      expect(rootOf((await get(`/join/${game.code}?lang=PT-br`)).body)).toBe('<html lang="pt-BR" dir="ltr">');
      // No ?lang= (or one the app does not speak): the browser's language when the app has it, else the game's.
      for (const url of [`/join/${game.code}`, `/join/${game.code}?lang=xx`]) {
        const html = (await get(url, { 'accept-language': 'ja, en;q=0.5' })).body;
        expect(rootOf(html), url).toBe('<html lang="ja" dir="ltr">');
        const lacking = (await get(url, { 'accept-language': 'ko-KR, zh;q=0.5' })).body;
        expect(rootOf(lacking), url).toBe('<html lang="fr" dir="ltr">');
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

    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const screenOf = (html: string) => /<div id="root">(.*?)<\/div>/.exec(html)?.[1];
    /** The name step as the build rendered it in `language`, filled in with the game. */
    const nameStepOf = (language: Language, game: { code: string }) =>
      nameStep(language)
        .replace('PBTITLETOKEN', 'Party')
        .replace('PBHOSTTOKEN', 'Ada')
        .replace('PBCODETOKEN', game.code);
    const partyGame = (language?: string) =>
      api.paidGame({
        ...completeSetup,
        eventTitle: 'Party',
        hostName: 'Ada',
        ...(language ? { language } : {}),
      });

    it("?lang=es: the name step in Spanish, its tab title too, whatever the browser's languages", async () => {
      const game = await partyGame();
      const res = await get(`/join/${game.code}?lang=es`, { 'accept-language': 'de-DE,de;q=0.9' });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe('<html lang="es" dir="ltr">');
      expect(screenOf(res.body)).toBe(nameStepOf('es', game));
      expect(titleOf(res.body)).toBe('Nombre de jugador · Picture Bingo');
      expect(res.body).toContain('<p>Organiza <bdi>Ada</bdi>.</p>');
      expect(res.body).not.toContain('Hosted by');
      // Its own script and rules as in English.
      expect(res.body).toContain(`<script type="module" async src="${NAME_STEP_SCRIPT}"></script>`);
      expect(res.body).toContain(`<style>${NAME_STEP_CSS}</style>`);
      expect(seedOf(res.body)?.summary.gameCode).toBe(game.code);
    });

    it('Accept-Language: de-DE,de;q=0.9 gives German where no game decides: /join, and a name step of a German game', async () => {
      const headers = { 'accept-language': 'de-DE,de;q=0.9' };
      const join = await get('/join', headers);
      expect(rootOf(join.body)).toBe('<html lang="de" dir="ltr">');
      expect(screenOf(join.body)).toBe(
        '<h2>Einem Spiel beitreten</h2><form><input name="roomCode" value=""/></form>',
      );
      expect(titleOf(join.body)).toBe('Einem Spiel beitreten · Picture Bingo');
      expect(String(join.headers.vary)).toMatch(/\bCookie\b/);
      expect(String(join.headers.vary)).toMatch(/\bAccept-Language\b/);
      // A region the app lacks falls back to its language; Portuguese to Brazil's.
      expect(screenOf((await get('/join', { 'accept-language': 'es-MX' })).body)).toContain(WORDS.es.join);
      expect(screenOf((await get('/join', { 'accept-language': 'pt' })).body)).toContain(WORDS['pt-BR'].join);
      const german = await partyGame('de');
      const res = await get(`/join/${german.code}`, headers);
      expect(rootOf(res.body)).toBe('<html lang="de" dir="ltr">');
      expect(screenOf(res.body)).toBe(nameStepOf('de', german));
      expect(titleOf(res.body)).toBe('Spielername · Picture Bingo');
      expect(String(res.headers.vary)).toMatch(/\bAccept-Language\b/);
    });

    it("the browser's language comes before the game's, as in the app: a German phone joins an English game in German", async () => {
      const english = await partyGame();
      const res = await get(`/join/${english.code}`, { 'accept-language': 'de-DE,de;q=0.9' });
      expect(rootOf(res.body)).toBe('<html lang="de" dir="ltr">');
      expect(screenOf(res.body)).toBe(nameStepOf('de', english));
      expect(seedOf(res.body)?.summary).toMatchObject({ language: 'en' });
    });

    it('a game whose language is Japanese: the name step in Japanese with no ?lang= on a browser the app lacks', async () => {
      const game = await partyGame('ja');
      for (const headers of [{}, { 'accept-language': 'ko-KR,ko;q=0.9' }] as Array<Record<string, string>>) {
        const res = await get(`/join/${game.code}`, headers);
        expect(rootOf(res.body)).toBe('<html lang="ja" dir="ltr">');
        expect(screenOf(res.body)).toBe(nameStepOf('ja', game));
        expect(titleOf(res.body)).toBe('プレイヤー名 · Picture Bingo');
        expect(seedOf(res.body)?.summary).toMatchObject({ language: 'ja' });
      }
      // A Spanish browser reads Spanish; the link's ?lang= still comes first.
      expect(screenOf((await get(`/join/${game.code}`, { 'accept-language': 'es-ES,es;q=0.9' })).body)).toBe(
        nameStepOf('es', game),
      );
      expect(screenOf((await get(`/join/${game.code}?lang=fr`)).body)).toBe(nameStepOf('fr', game));
    });

    it('Arabic: the Arabic screen, right to left', async () => {
      const english = await partyGame();
      const arabic = await partyGame('ar');
      for (const res of [
        await get(`/join/${english.code}?lang=ar`),
        await get(`/join/${arabic.code}`, { 'accept-language': 'ko' }),
      ]) {
        expect(rootOf(res.body)).toBe('<html lang="ar" dir="rtl">');
        expect(screenOf(res.body)).toMatch(
          /^<h2>Party<\/h2><p>المضيف: <bdi>Ada<\/bdi>.<\/p><label>اسم اللاعب<\/label>/,
        );
        expect(titleOf(res.body)).toBe('اسم اللاعب · Picture Bingo');
      }
      const join = await get('/join', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
      expect(rootOf(join.body)).toBe('<html lang="ar" dir="rtl">');
      expect(titleOf(join.body)).toBe('الانضمام إلى لعبة · Picture Bingo');
    });

    it('a language the app lacks: English', async () => {
      const game = await partyGame();
      for (const [url, headers] of [
        [`/join/${game.code}?lang=xx`, { 'accept-language': 'zh-CN,zh;q=0.9' }],
        [`/join/${game.code}?lang=`, { 'accept-language': 'ko' }],
        [`/join/${game.code}`, {}],
      ] as const) {
        const res = await get(url, headers);
        expect(rootOf(res.body), url).toBe('<html lang="en" dir="ltr">');
        expect(screenOf(res.body), url).toBe(nameStepOf('en', game));
        expect(titleOf(res.body), url).toBe('Player Name · Picture Bingo');
      }
      for (const headers of [{ 'accept-language': 'zh-CN,zh;q=0.9,ko;q=0.8' }, {}] as Array<
        Record<string, string>
      >) {
        const join = await get('/join?lang=tlh', headers);
        expect(rootOf(join.body)).toBe('<html lang="en" dir="ltr">');
        expect(screenOf(join.body)).toContain(WORDS.en.join);
      }
    });

    it('hostile ?lang= or Accept-Language: one of the screens as built, nothing of the input in the page', async () => {
      const game = await partyGame();
      const hostile = [
        '"><script>alert(1)</script>',
        'es"><img src=x onerror=alert(1)>',
        `es;q=0.5, ${'x'.repeat(4_000)}`,
        'ar;q=2, __proto__, constructor',
        ';;q=;,,=*',
      ];
      for (const input of hostile) {
        for (const res of [
          await get(`/join/${game.code}?lang=${encodeURIComponent(input)}`),
          await get(`/join`, { 'accept-language': input }),
          await get(`/join?lang=${encodeURIComponent(input)}&lang=de`),
        ]) {
          expect(res.statusCode).toBe(200);
          expect(res.body).not.toContain('alert(1)');
          expect(res.body).not.toContain('xxxx');
          expect(rootOf(res.body)).toMatch(/^<html lang="(en|es|fr|de|pt-BR|ar|ja)" dir="(ltr|rtl)">$/);
          expect(res.body.match(/<script/g)?.length ?? 0).toBeLessThanOrEqual(3);
        }
      }
      // A NUL in the URL is refused as any such URL is (400), before any page.
      expect((await get(`/join/${game.code}?lang=es%00ja`)).statusCode).toBe(400);
      // A tag with something after it is not that language: English.
      expect(rootOf((await get(`/join/${game.code}?lang=${encodeURIComponent('es"><b>')}`)).body)).toBe(
        '<html lang="en" dir="ltr">',
      );
    });

    it('each language is its own page for caches (its own ETag)', async () => {
      const game = await api.paidGame();
      const french = await get(`/join/${game.code}?lang=fr`);
      const arabic = await get(`/join/${game.code}?lang=ar`);
      expect(french.headers.etag).not.toBe(arabic.headers.etag);
      const again = await get(`/join/${game.code}?lang=ar`, { 'if-none-match': String(arabic.headers.etag) });
      expect(again.statusCode).toBe(304);
      // Every language of the same game and of /join: seven pages, seven tags, each revalidated by its own only.
      for (const url of [`/join/${game.code}`, '/join']) {
        const tags = new Map<string, string>();
        for (const language of Object.keys(WORDS)) {
          const res = await get(`${url}?lang=${language}`);
          expect(screenOf(res.body), `${url} ${language}`).toContain(
            url === '/join' ? WORDS[language as Language].join : WORDS[language as Language].name,
          );
          tags.set(language, String(res.headers.etag));
        }
        expect(new Set(tags.values()).size).toBe(7);
        const spanish = { 'if-none-match': String(tags.get('es')) };
        expect((await get(`${url}?lang=es`, spanish)).statusCode).toBe(304);
        expect((await get(`${url}?lang=de`, spanish)).statusCode).toBe(200);
      }
      // The same URL in two browsers' languages (/join): two tags.
      const tags = await Promise.all(
        ['es', 'ja'].map(
          async (language) => (await get('/join', { 'accept-language': language })).headers.etag,
        ),
      );
      expect(tags[0]).not.toBe(tags[1]);
      for (const [language, other] of [
        ['es', 'ja'],
        ['ja', 'es'],
      ]) {
        const tag = { 'if-none-match': String(tags[language === 'es' ? 0 : 1]) };
        expect((await get('/join', { ...tag, 'accept-language': language })).statusCode).toBe(304);
        expect((await get('/join', { ...tag, 'accept-language': other })).statusCode).toBe(200);
      }
    });
  });
});

describe('a build whose rules could end the style element', async () => {
  const dist = webDist({
    ...PRERENDERED,
    pages: {
      ...PRERENDERED.pages,
      '/room/:code/player-name': byLanguage((language) => ({
        ...PRERENDERED.pages['/room/:code/player-name'][language],
        css: 'h2{}</STYLE><script>alert(1)</script>',
      })),
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
      '/room/:code/player-name': byLanguage((language) => ({
        ...PRERENDERED.pages['/room/:code/player-name'][language],
        script: '//evil.example/x.js"><script>alert(1)</script>',
      })),
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

describe('a build with only some languages, or of the shape before languages', async () => {
  const englishOnly = webDist({
    ...PRERENDERED,
    pages: {
      '/join': { en: PRERENDERED.pages['/join'].en, xx: { title: 'X', html: '<b>X</b>' } },
      '/room/:code/player-name': { en: PRERENDERED.pages['/room/:code/player-name'].en },
    },
  });
  const flat = webDist({
    ...PRERENDERED,
    pages: { '/join': PRERENDERED.pages['/join'].en },
  });
  const [t, old] = await Promise.all([
    createTestApp({ WEB_DIST_DIR: englishOnly }),
    createTestApp({ WEB_DIST_DIR: flat }),
  ]);
  afterAll(async () => {
    await Promise.all([t.close(), old.close()]);
    for (const dist of [englishOnly, flat]) fs.rmSync(dist, { recursive: true, force: true });
  });

  it('a language the build lacks: the page as built, in that language; English as built', async () => {
    const game = await apiOf(t).paidGame({ ...completeSetup, language: 'ja' });
    const japanese = (await t.request({ method: 'GET', url: `/join/${game.code}` })).body;
    expect(japanese).toBe(INDEX.replace('<html>', '<html lang="ja" dir="ltr">'));
    const spanish = await t.request({ method: 'GET', url: '/join', headers: { 'accept-language': 'es' } });
    expect(spanish.body).toBe(INDEX.replace('<html>', '<html lang="es" dir="ltr">'));
    const english = (await t.request({ method: 'GET', url: `/join/${game.code}?lang=en` })).body;
    expect(english).toContain('<label>Player Name</label>');
    // A key that is no app language is never served.
    expect((await t.request({ method: 'GET', url: '/join?lang=xx' })).body).not.toContain('<b>X</b>');
  });

  it("a prerendered.json without languages (an older build's): the pages as built", async () => {
    const res = await old.request({ method: 'GET', url: '/join' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JOIN_AS_BUILT);
  });
});
