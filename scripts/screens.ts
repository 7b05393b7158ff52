/// <reference lib="dom" />
/**
 * `npm run screens`: screenshots of what the players and the room see at each stage of a game, into docs/screens/
 * with an index (docs/screens/README.md).
 *
 * It builds nothing: run `npm run build` first. It starts the built server (as `npm start` serves it) on a fresh
 * data directory and a port of its own (SCREENS_PORT, default 3199), plays one game with a host and three phones in
 * Debian's Chromium (scripts/chromium.ts), and saves the phone board at 390×844 and the big screen at 1920×1080 at
 * each stage: lobby, countdown, playing, paused, BINGO!, the winner and the leaderboard. Photos are uploaded through
 * the API with each phone's own device token (the phones show them live, as they would a photo taken there).
 * A stage the app does not show (for example no BINGO! reveal) is still captured, and named in the output.
 */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  ApiClient,
  PASSWORD,
  PHOTO_CELLS_5X5 as PHOTO_CELLS,
  startMailCatcher,
  uniqueEmail,
  verifyByMail,
  type Credential,
} from '@picture-bingo/testkit';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'docs', 'screens');
const SERVER = path.join(ROOT, 'apps', 'server', 'dist', 'main.js');
const PORT = Number(process.env.SCREENS_PORT ?? 3199);
const BASE = `http://localhost:${PORT}`;

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const NAMES = ['Ann', 'Bob', 'Cy'] as const;
const LABELS = [
  'Someone dancing',
  'A birthday cake',
  'Sunglasses',
  'A selfie',
  'A dog',
  'A toast',
  'A wrapped gift',
  'A bow tie',
  'Balloons',
  'Someone laughing',
  'A group hug',
  'Party hats',
  'Confetti',
  'A high five',
  'Someone singing',
  'A funny face',
  'Fairy lights',
  'A cocktail',
  'Matching outfits',
  'A handshake',
  'Candles',
  'Someone in red',
  'A thumbs up',
  'A photobomb',
];
const SETUP = {
  hostName: 'Ada',
  eventTitle: 'Summer Party',
  eventDate: '2030-06-15',
  welcomeMessage: 'Find these around the garden!',
  boardSize: 5,
  words: LABELS,
  freeSpaceWord: 'FREE',
  photoReview: false,
  timeLimitMinutes: 30,
};

interface Shot {
  file: string;
  stage: string;
  caption: string;
}
const shots: Shot[] = [];
const notes: string[] = [];

const log = (line: string) => console.log(`screens: ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(smtpUrl: string): Promise<{ child: ChildProcess; dataDir: string }> {
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run "npm run build" first.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-screens-'));
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'local',
      // Sending mail needs PUBLIC_URL (the links' base): this server's own address.
      PUBLIC_URL: `http://localhost:${PORT}`,
      AUTH_RATE_LIMIT_MAX: '200',
      // The verification mail goes to this script's SMTP server; the host follows its link to pay.
      SMTP_URL: smtpUrl,
    },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return { child, dataDir };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer ${BASE}/api/health within 60 s`);
    await sleep(250);
  }
}

/** A photo for a cell: a colourful card with the label on it, different for each player and cell. */
async function photoFor(player: number, idx: number, label: string): Promise<Uint8Array> {
  const hue = (player * 97 + idx * 37) % 360;
  const escaped = label.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},75%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,35%)"/>
    </linearGradient></defs>
    <rect width="640" height="640" fill="url(#g)"/>
    <circle cx="${160 + ((idx * 53) % 320)}" cy="${180 + ((idx * 71) % 260)}" r="${90 + ((player * 31) % 60)}"
      fill="rgba(255,255,255,0.28)"/>
    <text x="320" y="90" font-family="sans-serif" font-size="44" font-weight="700" fill="white"
      text-anchor="middle">${escaped}</text>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
}

/** Waits for images to finish loading and for anything moving to settle, then saves a small PNG. */
async function capture(page: Page, file: string, stage: string, caption: string) {
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, {
      timeout: 10_000,
    })
    .catch(() => notes.push(`${file}: some images had not loaded`));
  await sleep(700);
  const png = await page.screenshot({ animations: 'disabled' });
  const small = await sharp(png)
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer();
  fs.writeFileSync(path.join(OUT, file), small);
  shots.push({ file, stage, caption });
  log(`saved docs/screens/${file} (${Math.round(small.length / 1024)} KB)`);
}

/** Whether `what` became visible within `timeout` (a stage the app may not show is noted, not fatal). */
async function shows(what: Locator, timeout: number, note: string) {
  try {
    await what.first().waitFor({ state: 'visible', timeout });
    return true;
  } catch {
    notes.push(note);
    log(`note: ${note}`);
    return false;
  }
}

async function joinPhone(browser: Browser, code: string, name: string) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(`${BASE}/join/${code}`);
  await page.waitForURL(new RegExp(`/room/${code}/player-name$`));
  await page.getByLabel('Player Name').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Waiting for the host to start…').waitFor();
  const token = await page.evaluate(() => window.localStorage.getItem('deviceToken'));
  if (!token) throw new Error(`${name}'s phone has no device token after joining`);
  return { context, page, token, name };
}

/** Removes this script's own shots only (a stage's number first): the e2e specs' screenshots share the folder. */
function clearOwnShots() {
  fs.mkdirSync(OUT, { recursive: true });
  for (const file of fs.readdirSync(OUT)) if (/^\d\d-.*\.png$/.test(file)) fs.rmSync(path.join(OUT, file));
}

async function main() {
  clearOwnShots();

  const mail = await startMailCatcher();
  mail.unref();
  const { child, dataDir } = await startServer(mail.url);
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  try {
    log(`server up at ${BASE} (data in ${dataDir})`);
    const api = ApiClient.at(BASE, 30_000, { verifyHost: verifyByMail(mail.mailbox) });
    const email = uniqueEmail('screens');
    await api.registerHost(email);
    const host: Credential = async () => (await api.login(email)).accessToken;
    const code = (await api.createPaidGame(host, SETUP)).gameCode;
    const hostCall = (action: string, json?: unknown) =>
      api.call('POST', `/api/game/${code}/${action}`, { token: host, json });
    log(`game ${code} is open`);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const screenContext = await browser.newContext({ viewport: PROJECTOR, reducedMotion: 'reduce' });
    contexts.push(screenContext);
    const screen = await screenContext.newPage();
    await screen.goto(`${BASE}/login`);
    await screen.getByLabel('Email').fill(email);
    await screen.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await screen.getByRole('button', { name: 'Login', exact: true }).click();
    await screen.waitForURL(/\/host$/);
    await screen.goto(`${BASE}/room/${code}/screen`);
    await screen.getByText(code, { exact: true }).first().waitFor();

    const phones: Awaited<ReturnType<typeof joinPhone>>[] = [];
    for (const name of NAMES) {
      const phone = await joinPhone(browser, code, name);
      contexts.push(phone.context);
      phones.push(phone);
    }
    const [ann, bob, cy] = phones;
    await screen.getByText(cy.name, { exact: true }).first().waitFor();
    await capture(ann.page, '01-lobby-phone.png', 'Lobby', "Ann's phone waits for the host to start");
    await capture(screen, '01-lobby-screen.png', 'Lobby', 'The big screen: how to join, and who is in');

    await hostCall('start');
    if (await shows(screen.getByTestId('countdown'), 3_000, 'the big screen showed no countdown')) {
      await capture(screen, '02-countdown-screen.png', 'Countdown', 'The big screen counts down 3, 2, 1');
    }
    for (const phone of phones) await phone.page.waitForURL(new RegExp(`/game-board/${code}$`));
    await screen.getByTestId('countdown').waitFor({ state: 'hidden', timeout: 10_000 });

    const upload = async (phone: (typeof phones)[number], player: number, cells: number[]) => {
      // Each card is its own shuffle of the labels: a photo shows its own cell's label.
      const board = await api.getBoard(code, phone.token);
      const labelOf = (idx: number) => board.cells.find((c) => c.idx === idx)?.value ?? `Cell ${idx + 1}`;
      for (const idx of cells) {
        await api.uploadPhoto(code, phone.token, idx, await photoFor(player, idx, labelOf(idx)));
      }
    };
    await upload(ann, 0, PHOTO_CELLS.slice(0, 10));
    await upload(bob, 1, PHOTO_CELLS.slice(3, 9));
    await upload(cy, 2, PHOTO_CELLS.slice(12, 15));
    await shows(
      screen.getByRole('list', { name: 'Latest photos' }).getByRole('img').nth(5),
      10_000,
      'the photo wall did not fill',
    );
    await capture(ann.page, '03-playing-phone.png', 'Playing', "Ann's card with ten photos");
    await capture(
      screen,
      '03-playing-screen.png',
      'Playing',
      'The photo wall, time left and the leaderboard',
    );

    await hostCall('pause');
    await shows(screen.getByText('Game paused'), 10_000, 'the big screen did not say paused');
    await capture(ann.page, '04-paused-phone.png', 'Paused', "Ann's phone while the host has paused");
    await capture(screen, '04-paused-screen.png', 'Paused', 'The big screen while paused');
    await hostCall('resume');

    await upload(ann, 0, PHOTO_CELLS.slice(10));
    const bingo = ann.page.getByRole('button', { name: 'BINGO!' });
    try {
      await bingo.waitFor({ state: 'visible', timeout: 10_000 });
      await ann.page.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('button')).some(
            (b) => b.textContent?.includes('BINGO!') && !b.disabled,
          ),
        undefined,
        { timeout: 10_000 },
      );
      await bingo.click();
    } catch {
      notes.push("Ann's BINGO! button could not be pressed; the claim was sent through the API");
      await api.call('POST', `/api/game/${code}/bingo`, { deviceToken: ann.token });
    }
    await shows(screen.getByTestId('bingo-reveal'), 3_000, 'the big screen showed no BINGO! reveal');
    await capture(bob.page, '05-bingo-phone.png', 'BINGO!', "Bob's phone when Ann calls BINGO!");
    await capture(
      screen,
      '05-bingo-screen.png',
      'BINGO!',
      "The big screen reveals Ann's BINGO! and her card",
    );

    const progress = await api.getProgress(code, await host());
    const winner = progress.players.find((p) => p.name === ann.name);
    if (!winner) throw new Error('Ann is not in the progress');
    await hostCall('winner', { playerId: winner.id });
    await ann.page.reload();
    await shows(screen.getByTestId('winner-reveal'), 5_000, 'the big screen showed no winner reveal');
    await capture(ann.page, '06-winner-phone.png', 'Winner', "Ann's phone: she won");
    await capture(
      screen,
      '06-winner-screen.png',
      'Winner',
      'The big screen reveals the winner and her photos',
    );
    await screen.getByTestId('winner-reveal').waitFor({ state: 'hidden', timeout: 15_000 });
    await capture(
      bob.page,
      '07-leaderboard-phone.png',
      'Leaderboard',
      "Bob's phone: the winner and the standings",
    );
    await capture(
      screen,
      '07-leaderboard-screen.png',
      'Leaderboard',
      'The big screen: the final leaderboard',
    );

    writeIndex();
    log(`done: ${shots.length} screenshots${notes.length ? `, ${notes.length} notes (see the index)` : ''}`);
  } finally {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const SPECS_HEADING = '## Made by the e2e specs';

function writeIndex() {
  const stages = [...new Set(shots.map((s) => s.stage))];
  const lines = [
    '# Screens',
    '',
    'What the players (a phone at 390×844) and the room (the big screen at 1920×1080) see at each stage of one',
    'game: a host, three phones (Ann, Bob, Cy), a 5×5 card, photo review off. Made by `npm run screens` from the',
    'built app (`npm run build` first); run it again to refresh them.',
    '',
  ];
  for (const stage of stages) {
    lines.push(`## ${stage}`, '');
    for (const shot of shots.filter((s) => s.stage === stage)) {
      lines.push(`![${shot.caption}](${shot.file})`, '', `_${shot.caption}_ (\`${shot.file}\`)`, '');
    }
  }
  if (notes.length) {
    lines.push('## Notes from the last run', '');
    for (const note of notes) lines.push(`- ${note}`);
    lines.push('');
  }
  fs.writeFileSync(path.join(OUT, 'README.md'), lines.join('\n') + specsSection());
}

/** The index's section on the e2e specs' screenshots, kept as it is: those specs write their own files. */
function specsSection(): string {
  const index = path.join(OUT, 'README.md');
  const text = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : '';
  const at = text.indexOf(SPECS_HEADING);
  return at === -1 ? '' : `\n${text.slice(at)}`;
}

main().catch((error: unknown) => {
  console.error(`screens: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
