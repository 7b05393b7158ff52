/**
 * Bench phone: the four journeys of a guest's phone, timed in Chromium under Lighthouse's mobile
 * profile (PHONE_PROFILE in @picture-bingo/testkit: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower), each run cold
 * (a fresh browser context: empty cache, new connections), each with its floor measured in the same run:
 *
 *   a. join link → name field visible and typeable      floor: a bare page of the same origin, one input after
 *                                                         one API round trip (bench/phone/floor.ts)
 *   b. name submitted → lobby showing the player list   floor: one API round trip from that page
 *   c. host presses Start → the phone shows the whole card (after the event's frame arrives, and in total)
 *   d. 12 MP JPEG picked → the cell shows the server's answer; bytes sent vs the bytes the server stores
 *                                                         floor: uploading the stored bytes raw (bench/phone/sink-server.ts)
 *
 * It builds the web app into a temporary folder (or takes --dist), starts the real server on it, and prints the
 * median and p90 of each, with the bytes received.
 *
 * With --langs, each run also times a. (and a'.) once per language listed, each on a cold phone of its own opening
 * the join link with `?lang=` (the page comes prerendered in that language: decision 014), and prints each
 * language's time beside English's from the same runs (the same game, the languages in turn, each run starting
 * with the next language).
 *
 *   npm run bench:phone -- [--runs 5] [--dist apps/web/dist] [--quick] [--langs en,es,ar,ja]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { PHONE_PROFILE, setup5x5, throttle, type ApiClient } from '@picture-bingo/testkit';
import { benchClient } from '../lib/mail';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { cli, int } from '../lib/cli';
import { machineFacts, repoRoot, startAppServer, startScriptServer, writeResult } from '../lib/processes';
import { fmt, kb, percentile, table } from '../lib/stats';
import { viteBuild } from '../lib/vite-build';
import { makePhonePhoto } from '../uploads/photo';
import { FLOOR_PAGE, writeFloorPage } from './floor';
import { installWatcher, waitForMark } from './marks';
import { bytesBetween, cdpClock, countBytes, type ByteCount } from './cdp-counters';

const USAGE = `Usage: npm run bench:phone -- [options]
  --runs <n>      cold runs (default 5; the median and p90 are reported)
  --dist <dir>    a web build to serve instead of building one (e.g. apps/web/dist after npm run build)
  --quick         one run: checks the bench still runs (the suite's bench/phone.test.ts)
  --trace         print each request of the app's journeys a and b, with its start and end
  --langs <list>  also time a. per language, by the link's ?lang= (e.g. en,es,ar,ja; English is added if missing)`;

const args = cli(USAGE, {
  runs: { type: 'string' },
  dist: { type: 'string' },
  quick: { type: 'boolean' },
  trace: { type: 'boolean' },
  langs: { type: 'string' },
});
/** The app's languages (apps/web/src/lib/i18n/locales.ts), by the tag ?lang= takes. */
const APP_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar', 'ja'];
const langs = args.langs
  ? [...new Set(['en', ...args.langs.split(',').map((tag) => tag.trim())])].map((tag) => {
      const found = APP_LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
      if (!found)
        throw new Error(`--langs: ${tag} is not one of the app's languages (${APP_LANGUAGES.join(', ')})`);
      return found;
    })
  : [];
const trace = Boolean(args.trace);
const quick = Boolean(args.quick);
const config = {
  runs: Math.max(1, int(args.runs, quick ? 1 : 5)),
  dist: args.dist ?? null,
  langs,
  profile: PHONE_PROFILE,
};

const BOARD_CELLS = setup5x5.boardSize * setup5x5.boardSize;

interface Run {
  /** a. ms from navigation start to the name field, the app and its floor. */
  joinMs: number;
  /** a′. ms from navigation start to the app having the name step (Next works). */
  appReadyMs: number;
  joinFloorMs: number;
  joinBytes: ByteCount;
  joinFloorBytes: ByteCount;
  /** b. ms from the form's submit to the lobby's player list. */
  lobbyMs: number;
  lobbyFloorMs: number;
  lobbyBytes: ByteCount;
  /** c. ms from the host's Start to the whole card, and from the event's frame to it. */
  cardTotalMs: number;
  cardAfterEventMs: number | null;
  eventMs: number | null;
  cardBytes: ByteCount;
  /** d. ms from the file picked to the cell showing the server's answer; bytes sent and stored. */
  photoMs: number;
  photoFloorMs: number;
  photoSourceBytes: number;
  photoSentBytes: number;
  photoStoredBytes: number;
  socketTransport: string;
  /** a. per language (--langs): the link with ?lang=, on a cold phone of its own. */
  byLanguage: Partial<Record<string, LanguageJoin>>;
}

interface LanguageJoin {
  joinMs: number;
  appReadyMs: number;
  joinBytes: ByteCount;
}

async function newPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await installWatcher(page);
  const cdp = await throttle(page);
  const clock = cdpClock(cdp);
  const requests = new Map<string, { url: string; start: number; end: number | null; bytes: number }>();
  if (trace) {
    cdp.on('Network.requestWillBeSent', (e) => {
      requests.set(e.requestId, { url: e.request.url, start: e.wallTime * 1000, end: null, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { end: clock.wall(e.timestamp), bytes: e.encodedDataLength });
    });
    cdp.on('Network.webSocketCreated', (e) => {
      requests.set(`ws${e.requestId}`, { url: e.url, start: Date.now(), end: null, bytes: 0 });
    });
    cdp.on('Network.webSocketFrameReceived', (e) => {
      const at = clock.wall(e.timestamp) ?? 0;
      requests.set(`${e.requestId}-${at}`, {
        url: `ws ← ${e.response.payloadData.slice(0, 60)}`,
        start: at,
        end: at,
        bytes: 0,
      });
    });
    cdp.on('Network.webSocketFrameSent', (e) => {
      const at = clock.wall(e.timestamp) ?? 0;
      requests.set(`${e.requestId}-s${at}`, {
        url: `ws → ${e.response.payloadData.slice(0, 60)}`,
        start: at,
        end: at,
        bytes: 0,
      });
    });
  }
  /** Prints the requests made between `from` and `to` (wall ms), relative to `from`. */
  const printTrace = (title: string, from: number, to: number) => {
    if (!trace) return;
    console.log(`  trace ${title}:`);
    for (const r of [...requests.values()]
      .filter((x) => x.start >= from - 1 && x.start <= to)
      .sort((a, b) => a.start - b.start)) {
      const url = r.url.replace(/^https?:\/\/[^/]+/, '');
      console.log(
        `    ${fmt(r.start - from, 0).padStart(6)} → ${r.end === null ? '   ...' : fmt(r.end - from, 0).padStart(6)} ms  ${fmt(r.bytes / 1024).padStart(6)} KB  ${url.slice(0, 90)}`,
      );
    }
    console.log(`    ${fmt(to - from, 0).padStart(6)} ms  done`);
  };
  return { context, page, cdp, bytes: countBytes(cdp), clock, printTrace };
}

/** The page's own milestones, ms from navigation start: where a's time went (--trace). */
async function pageTimings(page: Page): Promise<string> {
  const entries = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const paints = performance.getEntriesByType('paint').map((e) => [e.name, e.startTime] as const);
    return [
      ['responseEnd', nav.responseEnd],
      ['domInteractive', nav.domInteractive],
      ['domContentLoaded', nav.domContentLoadedEventStart],
      ...paints,
    ] as Array<readonly [string, number]>;
  });
  return entries.map(([name, at]) => `${name} ${fmt(at, 0)}`).join(', ');
}

/** Floor of a and b: the bare page of the same origin. */
async function floorJourneys(browser: Browser, baseUrl: string, code: string) {
  const phone = await newPhone(browser);
  try {
    const before = phone.bytes.snapshot();
    await phone.page.goto(`${baseUrl}${FLOOR_PAGE}?code=${code}`, { waitUntil: 'commit' });
    const shown = await waitForMark(phone, 'nameField');
    const joinBytes = bytesBetween(before, phone.bytes.snapshot());
    await phone.page.getByLabel('Player Name').fill('Floor');
    await phone.page.getByLabel('Player Name').press('Enter');
    const marks = await waitForMark(phone, 'lobby');
    return { joinMs: shown.nameField - shown.timeOrigin, lobbyMs: marks.lobby - marks.submit, joinBytes };
  } finally {
    await phone.context.close();
  }
}

/**
 * a. and a'. in one language: a cold phone opens the join link with `?lang=`. The page must be that language's
 * (its root's `lang`, and the name field's label not English's unless it is English), or the time is not its.
 */
async function joinIn(
  browser: Browser,
  baseUrl: string,
  code: string,
  language: string,
): Promise<LanguageJoin> {
  const phone = await newPhone(browser);
  try {
    const before = phone.bytes.snapshot();
    await phone.page.goto(`${baseUrl}/join/${code}?lang=${encodeURIComponent(language)}`, {
      waitUntil: 'commit',
    });
    const shown = await waitForMark(phone, 'nameField');
    const joinBytes = bytesBetween(before, phone.bytes.snapshot());
    await phone.page.locator('input[name="playerName"]').fill('Lang');
    const ready = await waitForMark(phone, 'appReady').catch(async (error: unknown) => {
      // What the page still waits for: the files its HTML names that have not finished loading.
      const waiting = await phone.page
        .evaluate(() => {
          const done = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
          return Array.from(document.querySelectorAll('script[src], link[href]'))
            .map((el) => (el as HTMLScriptElement).src || (el as HTMLLinkElement).href)
            .filter((url) => url.includes('/assets/') && !done.has(url))
            .map((url) => new URL(url).pathname);
        })
        .catch(() => ['(the page did not answer)']);
      throw new Error(`${String(error).split('\n')[0]}; not loaded: ${waiting.join(', ') || 'none'}`);
    });
    const page = await phone.page.evaluate(() => ({
      lang: document.documentElement.lang,
      label:
        (document.querySelector('input[name="playerName"]') as HTMLInputElement | null)?.labels?.[0]
          ?.textContent ?? '',
    }));
    if (page.lang !== language || (language !== 'en') !== (page.label !== 'Player Name'))
      throw new Error(`a. in ${language}: the page was ${JSON.stringify(page)}`);
    return {
      joinMs: shown.nameField - shown.timeOrigin,
      appReadyMs: ready.appReady - ready.timeOrigin,
      joinBytes,
    };
  } finally {
    await phone.context.close();
  }
}

/** Floor of d: the stored bytes, raw, in one POST from a page under the same profile. */
async function floorUpload(browser: Browser, sinkUrl: string, bytes: number): Promise<number> {
  const phone = await newPhone(browser);
  try {
    await phone.page.goto(`${sinkUrl}/`);
    return await phone.page.evaluate(async (size) => {
      const body = new Uint8Array(size);
      const started = performance.now();
      const answer = await fetch('/sink', { method: 'POST', body });
      if (Number(await answer.text()) !== size) throw new Error('the sink did not get every byte');
      return performance.now() - started;
    }, bytes);
  } finally {
    await phone.context.close();
  }
}

async function oneRun(
  browser: Browser,
  api: ApiClient,
  urls: { app: string; sink: string },
  photo: Buffer,
  runIndex: number,
): Promise<Run> {
  const host = (await api.registerHost()).accessToken;
  const game = await api.createPaidGame(host, setup5x5);
  const code = game.gameCode;

  const floor = await floorJourneys(browser, urls.app, code);

  // a. in each language of --langs, on a game of their own (the journeys below start this one), each run starting
  // with the next language so that none is always first.
  const byLanguage: Partial<Record<string, LanguageJoin>> = {};
  if (config.langs.length > 0) {
    const other = (await api.createPaidGame(host, setup5x5)).gameCode;
    const order = config.langs.map((_, i) => config.langs[(i + runIndex) % config.langs.length]);
    for (const language of order) {
      // A phone that never gets the app is reported, not retried: the run goes on without that language's figure.
      const join = await joinIn(browser, urls.app, other, language).catch((error: unknown) => {
        console.log(`  a. in ${language} failed: ${String(error).split('\n')[0]}`);
        return null;
      });
      if (join) byLanguage[language] = join;
    }
  }

  const phone = await newPhone(browser);
  const { page, cdp } = phone;
  try {
    // a. The join link, cold.
    let before = phone.bytes.snapshot();
    await page.goto(`${urls.app}/join/${code}`, { waitUntil: 'commit' });
    const shown = await waitForMark(phone, 'nameField');
    const joinBytes = bytesBetween(before, phone.bytes.snapshot());
    phone.printTrace('a. join link → name field', shown.timeOrigin, shown.nameField);

    // b. The name, then the lobby's player list. A guest takes seconds to type a name, and the page's
    // prefetches (the lobby's code, the socket client) arrive meanwhile, and the lobby's connection opens: the name
    // is sent once the app has the screen and the network is idle, so b is what the submit itself costs.
    const name = `Phone ${runIndex + 1}`;
    await page.getByLabel('Player Name').fill(name);
    const ready = await waitForMark(phone, 'appReady');
    if (trace)
      console.log(
        `  a's page timings: ${await pageTimings(page)} (the name field: ${fmt(shown.nameField - shown.timeOrigin, 0)})`,
      );
    await page.waitForLoadState('networkidle');
    before = phone.bytes.snapshot();
    await page.getByRole('button', { name: 'Next' }).click();
    const lobby = await waitForMark(phone, 'lobby');
    const lobbyBytes = bytesBetween(before, phone.bytes.snapshot());
    const socketTransport = await socketTransportOf(page);
    phone.printTrace('b. name → lobby', lobby.submit, lobby.lobby);

    // c. The host starts; the card's cells on screen. Guests wait in the lobby for the host, seconds at least, and
    // the lobby uses the wait to load the card's code and the card (once idle: requestIdleCallback, at most 2 s,
    // which a page animating its spinner at the 4x slowdown often reaches). The host presses Start once they are
    // in, as after any real wait; before this, most runs pressed it within a second of the lobby showing.
    await page.waitForFunction(
      (board) => {
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        return (
          loaded.some((url) => /\/assets\/game-board-[\w-]+\.js$/.test(url)) &&
          loaded.some((url) => url.endsWith(board))
        );
      },
      `/api/game/${code}/board`,
      { timeout: 30_000 },
    );
    await page.waitForLoadState('networkidle');
    await page.evaluate((cells) => {
      window.__pbWatch(
        'card',
        () => document.querySelectorAll('ol[aria-label="Your bingo card"] > li').length >= cells,
      );
    }, BOARD_CELLS);
    let eventAt: number | null = null;
    const onFrame = (event: { timestamp: number; response: { payloadData: string } }) => {
      if (eventAt === null && event.response.payloadData.includes('"game:updated"')) {
        eventAt = phone.clock.wall(event.timestamp);
      }
    };
    const onPoll = (event: { requestId: string; timestamp: number }) => {
      // Under long-polling the event arrives as the answer of a pending GET /socket.io/.
      if (eventAt === null && pollIds.has(event.requestId)) eventAt = phone.clock.wall(event.timestamp);
    };
    const pollIds = new Set<string>();
    const onRequest = (event: { requestId: string; request: { url: string; method: string } }) => {
      if (event.request.method === 'GET' && event.request.url.includes('/socket.io/'))
        pollIds.add(event.requestId);
    };
    cdp.on('Network.webSocketFrameReceived', onFrame);
    cdp.on('Network.requestWillBeSent', onRequest);
    cdp.on('Network.loadingFinished', onPoll);
    before = phone.bytes.snapshot();
    const pressed = Date.now();
    await api.start(host, code);
    const card = await waitForMark(phone, 'card');
    const cardBytes = bytesBetween(before, phone.bytes.snapshot());
    phone.printTrace('c. Start → card', pressed, card.card);
    cdp.off('Network.webSocketFrameReceived', onFrame);
    cdp.off('Network.requestWillBeSent', onRequest);
    cdp.off('Network.loadingFinished', onPoll);
    const eventWall = eventAt as number | null;

    // d. A 12 MP photo into the first empty cell, until the cell shows the server's answer.
    const picker = page
      .getByRole('list', { name: 'Your bingo card' })
      .getByLabel(/^Add a photo for /)
      .first();
    const label = ((await picker.getAttribute('aria-label')) ?? '').replace('Add a photo for ', '');
    await page.evaluate((cellLabel) => {
      window.__pbWatch('counted', () =>
        Array.from(document.querySelectorAll('ol[aria-label="Your bingo card"] [aria-label]')).some((el) => {
          const text = el.getAttribute('aria-label') ?? '';
          return text.startsWith(`${cellLabel}: `) && !text.startsWith(`${cellLabel}: read it`);
        }),
      );
    }, label);
    let sent = 0;
    let uploadUrl = '';
    page.on('requestfinished', (request) => {
      if (request.method() === 'PUT' && /\/board\/cells\/\d+\/image$/.test(request.url())) {
        uploadUrl = request.url();
        // The body's size as sent: Playwright's count, or the Content-Length Chromium put on the wire.
        void Promise.all([request.sizes(), request.allHeaders()]).then(
          ([sizes, headers]) => (sent = sizes.requestBodySize || Number(headers['content-length'] ?? 0)),
        );
      }
    });
    await picker.click();
    const chooser = page.getByRole('dialog', { name: `Add a photo for ${label}`, exact: true });
    await chooser
      .getByLabel('Choose from library', { exact: true })
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
    const counted = await waitForMark(phone, 'counted', 120_000);
    for (let i = 0; i < 50 && sent === 0; i++) await page.waitForTimeout(100);
    const idx = Number(/cells\/(\d+)\/image$/.exec(uploadUrl)?.[1]);
    const deviceToken = await page.evaluate(() => localStorage.getItem('deviceToken'));
    const board = await api.getBoard(code, deviceToken ?? '');
    const image = board.cells.find((c) => c.idx === idx)?.image;
    if (!image) throw new Error(`cell ${idx} holds no stored photo after the upload`);
    const stored = (await (await fetch(new URL(image, urls.app))).arrayBuffer()).byteLength;
    const photoFloorMs = await floorUpload(browser, urls.sink, stored);

    return {
      joinMs: shown.nameField - shown.timeOrigin,
      appReadyMs: ready.appReady - ready.timeOrigin,
      joinFloorMs: floor.joinMs,
      joinBytes,
      joinFloorBytes: floor.joinBytes,
      lobbyMs: lobby.lobby - lobby.submit,
      lobbyFloorMs: floor.lobbyMs,
      lobbyBytes,
      cardTotalMs: card.card - pressed,
      cardAfterEventMs: eventWall === null ? null : card.card - eventWall,
      eventMs: eventWall === null ? null : eventWall - pressed,
      cardBytes,
      photoMs: counted.counted - counted.picked,
      photoFloorMs,
      photoSourceBytes: photo.length,
      photoSentBytes: sent,
      photoStoredBytes: stored,
      socketTransport,
      byLanguage,
    };
  } finally {
    await phone.context.close();
  }
}

/** Which transport the page's socket used: the WebSocket or long-polling URLs it opened. */
async function socketTransportOf(page: Page): Promise<string> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.includes('/socket.io/')),
  );
  return urls.some((u) => u.includes('transport=polling')) ? 'polling first' : 'websocket';
}

const p = (values: number[], q: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    q,
  );
const ms = (v: number) => `${fmt(v, 0)} ms`;
const KB = (v: number) => `${fmt(kb(v))} KB`;

async function main() {
  const log = (line: string) => console.log(line);
  log(`phone bench${quick ? ' (quick)' : ''}: ${JSON.stringify(config)}`);
  log(`machine: ${JSON.stringify(machineFacts())}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-phone-'));
  let dist = config.dist ? path.resolve(repoRoot, config.dist) : path.join(tmp, 'dist');
  try {
    if (config.dist) {
      if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no web build in ${dist}`);
      // The floor page goes into a copy: the bench leaves the given build as it was.
      fs.cpSync(dist, path.join(tmp, 'dist'), { recursive: true });
      dist = path.join(tmp, 'dist');
    } else {
      log(`production build in ${fmt((await viteBuild(dist)) / 1000)} s`);
    }
    writeFloorPage(dist);
    const photo = await makePhonePhoto();
    const server = await startAppServer({ env: { WEB_DIST_DIR: dist } });
    const sink = await startScriptServer('bench/phone/sink-server.ts');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const api = benchClient(server.url);
      const runs: Run[] = [];
      for (let i = 0; i < config.runs; i++) {
        const run = await oneRun(browser, api, { app: server.url, sink: sink.url }, photo, i);
        runs.push(run);
        log(
          `run ${i + 1}: join ${ms(run.joinMs)} (floor ${ms(run.joinFloorMs)}), lobby ${ms(run.lobbyMs)} (floor ${ms(
            run.lobbyFloorMs,
          )}), card ${ms(run.cardTotalMs)} (${run.cardAfterEventMs === null ? 'n/a' : ms(run.cardAfterEventMs)} after the event), photo ${ms(
            run.photoMs,
          )} (floor ${ms(run.photoFloorMs)}), socket ${run.socketTransport}`,
        );
        if (config.langs.length > 0)
          log(
            `  a. by language: ${config.langs
              .map((language) => `${language} ${ms(run.byLanguage[language]?.joinMs ?? Number.NaN)}`)
              .join(', ')}`,
          );
      }
      const row = (what: string, values: number[], floor: number[] | null, bytes: number[] | null) => [
        what,
        ms(p(values, 50)),
        ms(p(values, 90)),
        floor ? ms(p(floor, 50)) : '-',
        floor ? ms(p(floor, 90)) : '-',
        bytes ? KB(p(bytes, 50)) : '-',
      ];
      const nums = (f: (r: Run) => number | null) =>
        runs.map(f).filter((v): v is number => v !== null && Number.isFinite(v));
      log('');
      log(
        table(
          ['journey', 'median', 'p90', 'floor median', 'floor p90', 'bytes received'],
          [
            row(
              'a. join link → name field',
              nums((r) => r.joinMs),
              nums((r) => r.joinFloorMs),
              nums((r) => r.joinBytes.received),
            ),
            row(
              "a'. join link → app ready",
              nums((r) => r.appReadyMs),
              null,
              null,
            ),
            row(
              'b. name → lobby list',
              nums((r) => r.lobbyMs),
              nums((r) => r.lobbyFloorMs),
              nums((r) => r.lobbyBytes.received),
            ),
            row(
              'c. Start → whole card',
              nums((r) => r.cardTotalMs),
              nums((r) => r.eventMs),
              nums((r) => r.cardBytes.received),
            ),
            row(
              'c. … after the event',
              nums((r) => r.cardAfterEventMs),
              null,
              null,
            ),
            row(
              'd. 12 MP photo → answer',
              nums((r) => r.photoMs),
              nums((r) => r.photoFloorMs),
              null,
            ),
          ],
        ),
      );
      if (config.langs.length > 0) {
        const english = nums((r) => r.byLanguage.en?.joinMs ?? null);
        log('');
        log(
          table(
            [
              'a. by language (?lang=)',
              'median',
              'p90',
              'vs en (median)',
              "a'. app ready median",
              'bytes received',
              'runs',
            ],
            config.langs.map((language) => {
              const joins = nums((r) => r.byLanguage[language]?.joinMs ?? null);
              const delta = p(joins, 50) - p(english, 50);
              return [
                language,
                ms(p(joins, 50)),
                ms(p(joins, 90)),
                language === 'en' ? '-' : `${delta >= 0 ? '+' : ''}${ms(delta)}`,
                ms(
                  p(
                    nums((r) => r.byLanguage[language]?.appReadyMs ?? null),
                    50,
                  ),
                ),
                KB(
                  p(
                    nums((r) => r.byLanguage[language]?.joinBytes.received ?? null),
                    50,
                  ),
                ),
                `${joins.length} of ${runs.length}`,
              ];
            }),
          ),
        );
      }
      const last = runs[runs.length - 1];
      log(
        `(c's floor column: the event's own arrival after Start; a's floor bytes ${KB(
          p(
            nums((r) => r.joinFloorBytes.received),
            50,
          ),
        )}; requests for a: ${last.joinBytes.requests})`,
      );
      log(
        `d. bytes: photo ${KB(last.photoSourceBytes)}, sent ${KB(last.photoSentBytes)}, stored by the server ${KB(
          last.photoStoredBytes,
        )} (sent / stored ${fmt(last.photoSentBytes / last.photoStoredBytes, 2)}x)`,
      );
      const file = writeResult(quick ? 'phone-quick' : 'phone', {
        config,
        machine: machineFacts(),
        runs,
        medians: {
          joinMs: p(
            nums((r) => r.joinMs),
            50,
          ),
          appReadyMs: p(
            nums((r) => r.appReadyMs),
            50,
          ),
          joinFloorMs: p(
            nums((r) => r.joinFloorMs),
            50,
          ),
          lobbyMs: p(
            nums((r) => r.lobbyMs),
            50,
          ),
          lobbyFloorMs: p(
            nums((r) => r.lobbyFloorMs),
            50,
          ),
          cardTotalMs: p(
            nums((r) => r.cardTotalMs),
            50,
          ),
          cardAfterEventMs: p(
            nums((r) => r.cardAfterEventMs),
            50,
          ),
          photoMs: p(
            nums((r) => r.photoMs),
            50,
          ),
          photoFloorMs: p(
            nums((r) => r.photoFloorMs),
            50,
          ),
          joinMsByLanguage: Object.fromEntries(
            config.langs.map((language) => [
              language,
              p(
                nums((r) => r.byLanguage[language]?.joinMs ?? null),
                50,
              ),
            ]),
          ),
        },
      });
      log(`RESULT ${file}`);
    } finally {
      await browser.close();
      await sink.stop();
      await server.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
