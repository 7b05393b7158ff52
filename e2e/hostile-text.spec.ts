import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { LIMITS, normaliseText } from '@picture-bingo/shared';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { card, firstEmptyCell, hostApi, photo } from './players';
import { expectNoSeriousA11yViolations, registerHost } from './support';

/**
 * Hostile text in every field a host or player types: markup with event handlers, a right-to-left override
 * (U+202E), template syntax, emoji sequences, a NUL, and the longest strings the schemas allow. Every screen
 * must show it as plain text: no dialog, no element built from it, no inline script run (the CSP would block
 * it, so a blocked attempt is caught as a CSP violation), no neighbouring UI text reordered by the override,
 * no sideways scrolling. Longer strings are refused with the schema's message and change nothing.
 */

const RLO = '\u202e';
const pad = (text: string, length: number, filler = 'W') => text + filler.repeat(length - text.length);

// The longest title allowed, with no space in its tail to wrap at; `$'` and `$&` are String.replace patterns
// (the server writes the title into the join link's prerendered page).
const TITLE = pad(`<img src=x onerror=alert(1)> $' $& ${RLO}evil 🎉 `, LIMITS.eventTitle);
const HOST_NAME = `<b onclick=alert(1)>${RLO}Host</b>`;
// The NUL is stripped by the shared schemas (PostgreSQL cannot store it), like every control character.
const WELCOME = `<script>alert(1)</script>\nSecond line "quotes" & 'apos' 🧪 NUL:\u0000end`;
const WELCOME_SHOWN = `Second line "quotes" & 'apos' 🧪 NUL:end`;
const LONG_LABEL = 'L'.repeat(LIMITS.label);
const LABELS = [
  '<svg onload=alert(1)>',
  '<iframe src=javascript:alert(1)>',
  `${RLO}gpj.exe`,
  '{{7*7}} ${7*7} %s',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  LONG_LABEL,
  '&lt;b&gt;&amp;',
  '" onmouseover="alert(1)',
];
const FREE = '<u>FREE</u>';
/**
 * What the screens show: the shared normalised form (bidi controls such as the override and other invisible
 * characters are dropped by the schemas, so they cannot spoof a name or a label; markup stays as text).
 */
const TITLE_SHOWN = normaliseText(TITLE);
const HOST_NAME_SHOWN = normaliseText(HOST_NAME);
const LABELS_SHOWN = LABELS.map(normaliseText);

/** Players in browsers (their screens are checked) and players joined through the API (names for the zip). */
const IMG_PLAYER = '<img src=x onerror=alert(1)>';
const RLO_PLAYER = `${RLO}evil.exe 😈`;
const RLO_PLAYER_SHOWN = normaliseText(RLO_PLAYER);
const API_PLAYERS = ['../../etc/passwd', '..\\..\\etc\\passwd', 'CON', 'Ze\u0000d', '..'];
/** What the all-players zip must call their folders (safe, and unique per player). */
const EXPECTED_FOLDERS = [
  'img src=x onerror=alert(1)',
  'evil.exe 😈',
  'etcpasswd',
  'etcpasswd (2)',
  'CON_',
  'Zed',
  'player',
];

/** Records what a page must never do: open a dialog, or have its CSP block something. */
async function guard(context: BrowserContext): Promise<string[]> {
  const dialogs: string[] = [];
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sample} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  context.on('page', (page) => watchDialogs(page, dialogs));
  for (const page of context.pages()) watchDialogs(page, dialogs);
  return dialogs;
}

function watchDialogs(page: Page, dialogs: string[]) {
  page.on('dialog', (dialog) => {
    // Leaving a form with an unsaved (refused) change asks first; that prompt is ours, not injected.
    if (dialog.type() === 'beforeunload') return void dialog.accept();
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/**
 * The DOM holds the hostile text as text only, and the page stays readable: no element or handler came from
 * it, no CSP violation, no text outside the user's own reordered by an override, no sideways scrolling.
 */
async function expectSafe(page: Page, dialogs: string[], where: string) {
  const report = await page.evaluate(() => {
    const all = Array.from(document.querySelectorAll('*'));
    const flipped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node as Text).data;
      // User text that carries its own direction marks may read right to left: that is the user's choice.
      if (/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(text)) continue;
      const match = /[A-Za-z]{2}/.exec(text);
      if (!match) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + 1);
      const first = range.getBoundingClientRect();
      range.setStart(node, match.index + 1);
      range.setEnd(node, match.index + 2);
      const second = range.getBoundingClientRect();
      if (first.width === 0 || second.width === 0) continue;
      if (Math.abs(first.top - second.top) > first.height / 2) continue; // wrapped between the two letters
      if (second.left < first.left) flipped.push(text.trim().slice(0, 60));
    }
    return {
      injected: document.querySelectorAll('img[src="x"], iframe, svg[onload], b[onclick], u').length,
      handlers: all
        .filter((el) => Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith('on')))
        .map((el) => el.outerHTML.slice(0, 80)),
      // The join page's data block (the game's summary as JSON, apps/server/src/static.ts) runs nothing.
      inlineScripts: Array.from(document.scripts).filter(
        (s) => !s.src && !(s.id === 'pb-seed' && s.type === 'application/json'),
      ).length,
      csp: (window as unknown as { __csp: string[] }).__csp,
      flipped,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(report, where).toEqual({
    injected: 0,
    handlers: [],
    inlineScripts: 0,
    csp: [],
    flipped: [],
    overflow: 0,
  });
  expect(dialogs, where).toEqual([]);
}

/** Each of these texts is on the page, literally. */
async function expectLiteral(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text).first(), text).toBeVisible();
}

/** A player who joins through the API and puts one photo on their card. */
async function apiPlayer(request: APIRequestContext, code: string, name: string) {
  const session = await request.post('/api/player/session', { headers: { 'x-device-id': randomUUID() } });
  expect(session.status()).toBe(200);
  const { token } = (await session.json()) as { token: string };
  const joined = await request.post(`/api/game/${code}/join`, {
    headers: { 'x-device-token': token },
    data: { name },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const { player } = (await joined.json()) as { player: { name: string } };
  return {
    storedName: player.name,
    upload: async () => {
      const res = await request.put(`/api/game/${code}/board/cells/0/image`, {
        headers: { 'x-device-token': token },
        multipart: { image: await photo() },
      });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

/** Puts a photo in the first empty cell (labels here are full of regex syntax, so matched as plain text). */
async function uploadIntoFirstEmptyCell(page: Page) {
  const { input, label } = await firstEmptyCell(page);
  await input.setInputFiles(await photo());
  await expect(card(page).getByRole('button', { name: `${label}: ` })).toBeVisible();
}

/** Removes the field's maxlength (as a crafted client could) and submits a 10,000-character value. */
async function forceLongValue(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.evaluate((el) => el.removeAttribute('maxlength'));
  await field.fill('X'.repeat(10_000));
}

test('hostile text shows as plain text on every screen and in the zip folder names', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ acceptDownloads: true });
  const hostDialogs = await guard(hostContext);
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const code = await hostApi(request, email).createPaidGame({
    hostName: HOST_NAME,
    eventTitle: TITLE,
    welcomeMessage: WELCOME,
    words: LABELS,
    freeSpaceWord: FREE,
    photoReview: false,
  });

  await test.step('host: the games list and room details', async () => {
    await host.goto('/active-games');
    await expectLiteral(host, [TITLE_SHOWN]);
    await expectSafe(host, hostDialogs, 'active games');
    await host.goto(`/host/${code}/room-details`);
    await expectLiteral(host, [TITLE_SHOWN]);
    await expectSafe(host, hostDialogs, 'room details');
  });

  await test.step('host: a 10,000-character title is refused with the schema message and changes nothing', async () => {
    await host.goto(`/host/${code}/event-setup`);
    await expect(host.getByLabel('Event Title', { exact: true })).toHaveValue(TITLE_SHOWN);
    await forceLongValue(host, 'Event Title');
    await expect(host.getByText(`Event Title must be at most ${LIMITS.eventTitle} characters`)).toBeVisible();
    await host.reload();
    await expect(host.getByLabel('Event Title', { exact: true })).toHaveValue(TITLE_SHOWN);
    await expect(host.getByLabel('Welcome Message', { exact: true })).toHaveValue(
      WELCOME.replace('\u0000', ''),
    );
  });

  const screen = await hostContext.newPage();
  await screen.goto(`/room/${code}/screen`);
  await expect(screen.getByText(code, { exact: true })).toBeVisible();

  // A phone, where long words would push the page sideways first.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phoneDialogs = await guard(phone);
  const imgPlayer = await phone.newPage();
  await test.step('player: the join screen, and a 10,000-character name refused', async () => {
    await imgPlayer.goto(`/join/${code}`);
    await expect(imgPlayer).toHaveURL(new RegExp(`/room/${code}/player-name$`));
    await expectLiteral(imgPlayer, [TITLE_SHOWN, HOST_NAME_SHOWN]);
    await expectSafe(imgPlayer, phoneDialogs, 'join screen');
    await forceLongValue(imgPlayer, 'Player Name');
    await imgPlayer.getByRole('button', { name: 'Next' }).click();
    await expect(imgPlayer.getByRole('alert')).toHaveText(
      `Player Name must be at most ${LIMITS.playerName} characters`,
    );
    const summary = await request.get(`/api/game/${code}`);
    expect(((await summary.json()) as { playerCount: number }).playerCount).toBe(0);
    await expectNoSeriousA11yViolations(imgPlayer);

    await imgPlayer.getByLabel('Player Name').fill(IMG_PLAYER);
    await imgPlayer.getByRole('button', { name: 'Next' }).click();
    await expect(imgPlayer.getByText('Waiting for the host to start…')).toBeVisible();
  });

  const rloContext = await browser.newContext();
  const rloDialogs = await guard(rloContext);
  const rlo = { page: await rloContext.newPage() };
  await rlo.page.goto(`/join/${code}`);
  await rlo.page.getByLabel('Player Name').fill(RLO_PLAYER);
  await rlo.page.getByRole('button', { name: 'Next' }).click();
  await expect(rlo.page.getByText('Waiting for the host to start…')).toBeVisible();
  const apiPlayers: Awaited<ReturnType<typeof apiPlayer>>[] = [];
  for (const name of API_PLAYERS) apiPlayers.push(await apiPlayer(request, code, name));
  expect(apiPlayers.map((p) => p.storedName)).toEqual(API_PLAYERS.map((n) => n.replace('\u0000', '')));

  await test.step('player: the lobby shows welcome, host and names as text', async () => {
    await expectLiteral(imgPlayer, [
      TITLE_SHOWN,
      HOST_NAME_SHOWN,
      '<script>alert(1)</script>',
      WELCOME_SHOWN,
    ]);
    await expectLiteral(imgPlayer, [
      `${IMG_PLAYER} (you)`,
      RLO_PLAYER_SHOWN,
      ...API_PLAYERS.slice(0, 3),
      'Zed',
    ]);
    await expectSafe(imgPlayer, phoneDialogs, 'lobby (phone)');
    await expectSafe(rlo.page, rloDialogs, 'lobby');
  });

  await test.step('host: the queue and the big screen', async () => {
    await host.goto(`/host/${code}/players-queue`);
    await expectLiteral(host, [IMG_PLAYER, RLO_PLAYER_SHOWN, ...API_PLAYERS.slice(0, 3), 'Zed']);
    await expectSafe(host, hostDialogs, 'players queue');
    await expectLiteral(screen, [IMG_PLAYER, RLO_PLAYER_SHOWN, '../../etc/passwd', 'Zed']);
    await expectSafe(screen, hostDialogs, 'big screen lobby');
    await expectNoSeriousA11yViolations(screen);
  });

  await hostApi(request, email).start(code);

  await test.step('player: the board shows every label as text', async () => {
    await expect(card(imgPlayer)).toBeVisible();
    await expectLiteral(imgPlayer, [...LABELS_SHOWN, FREE, TITLE_SHOWN]);
    await expectSafe(imgPlayer, phoneDialogs, 'board (phone)');
    await uploadIntoFirstEmptyCell(imgPlayer);
    await expect(card(rlo.page)).toBeVisible();
    await uploadIntoFirstEmptyCell(rlo.page);
    await expectSafe(rlo.page, rloDialogs, 'board');
    await expectNoSeriousA11yViolations(rlo.page);
    for (const p of apiPlayers) await p.upload();
  });

  await test.step('host: the gallery, and the zips named safely', async () => {
    await host.goto(`/gallery/${code}`);
    await expect(host.getByRole('article')).toHaveCount(2 + API_PLAYERS.length);
    await expectLiteral(host, [IMG_PLAYER, RLO_PLAYER_SHOWN, ...API_PLAYERS.slice(0, 3), 'Zed']);
    await expectSafe(host, hostDialogs, 'gallery');
    await expectSafe(screen, hostDialogs, 'big screen playing');

    const one = host.waitForEvent('download');
    await host.getByRole('button', { name: `Download board images of ${IMG_PLAYER}` }).click();
    expect((await one).suggestedFilename()).toBe('img src=x onerror=alert(1)_board_images.zip');

    const all = host.waitForEvent('download');
    await host.getByRole('button', { name: /Download All/ }).click();
    const zip = await all;
    expect(zip.suggestedFilename()).toBe('all_players_board_images.zip');
    const names = Object.keys(unzipSync(new Uint8Array(fs.readFileSync(await zip.path()))));
    const files = names.filter((n) => !n.endsWith('/'));
    for (const name of files) expect(name).toMatch(/^[^/]+\/cell_\d\.png$/);
    const folders = files.map((n) => n.split('/')[0]!);
    expect([...folders].sort()).toEqual([...EXPECTED_FOLDERS].sort());
    for (const folder of folders) {
      expect(folder).not.toMatch(/[/\\:*?"<>|\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u);
      expect(folder).not.toMatch(/^\.|[. ]$/);
      expect(folder).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i);
    }
    expect(new Set(folders.map((f) => f.toLowerCase())).size).toBe(folders.length);
  });

  await test.step('host: progress and the winner everywhere', async () => {
    await host.goto(`/progress/${code}`);
    await expectLiteral(host, [TITLE_SHOWN, IMG_PLAYER, RLO_PLAYER_SHOWN]);
    await expectSafe(host, hostDialogs, 'progress');
    await host.getByRole('radio', { name: /onerror/ }).check();
    await host.getByRole('button', { name: 'Choose Winner' }).click();
    await host
      .getByRole('dialog', { name: 'Choose the winner?' })
      .getByRole('button', { name: 'Choose Winner' })
      .click();
    const heading = `Winner: ${IMG_PLAYER}`;
    await expect(host.getByRole('heading', { name: heading })).toBeVisible();
    await expectSafe(host, hostDialogs, 'host leaderboard');
    for (const [page, dialogs, where] of [
      [imgPlayer, phoneDialogs, 'winner (phone)'],
      [rlo.page, rloDialogs, 'player leaderboard'],
      [screen, hostDialogs, 'big screen leaderboard'],
    ] as const) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectLiteral(page, [RLO_PLAYER_SHOWN]);
      await expectSafe(page, dialogs, where);
    }
    // Scanned once the winner's reveal has left and the final page's entrance has played (a fading text
    // measures as low contrast mid-animation).
    await expect(screen.getByTestId('winner-reveal')).toBeHidden();
    await screen.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expectNoSeriousA11yViolations(screen);
  });

  await test.step('host: room players and past games', async () => {
    await host.goto(`/room/${code}/players`);
    await expectLiteral(host, [IMG_PLAYER, RLO_PLAYER_SHOWN, '..\\..\\etc\\passwd']);
    await expectSafe(host, hostDialogs, 'room players');
    await host.goto('/past-games');
    await expectLiteral(host, [TITLE_SHOWN]);
    await expectSafe(host, hostDialogs, 'past games');
  });

  for (const context of [hostContext, phone, rloContext]) await context.close();
});
