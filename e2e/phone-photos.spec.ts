import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { card, cellPicker, countedPhotos, emptyPickers, expectOnBoard, hostApi, photo } from './players';
import { createHost, expectNoSeriousA11yViolations, hostHeaders, saveScreenshot } from './support';

/**
 * A real iPhone HEIC (shared/fixtures/photos/IMG_5195.HEIC, copied into e2e/fixtures so a clean clone has it; see
 * e2e/fixtures/SOURCES.md), which Chromium cannot decode, so the phone converts it with libheif in WebAssembly.
 */
const HEIC = process.env.PHOTO_FIXTURES
  ? path.join(process.env.PHOTO_FIXTURES, 'IMG_5195.HEIC')
  : path.resolve(process.cwd(), 'e2e/fixtures/iphone.heic');
/** An AVIF made with sharp from shared/fixtures/photos/Landscape_7.jpg (see e2e/fixtures/SOURCES.md). */
const AVIF = path.resolve(process.cwd(), 'e2e/fixtures/landscape.avif');

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

declare global {
  interface Window {
    __buzzes: number[][];
    __wakeLocks: { released: boolean; release(): Promise<void> }[];
    __wakeLockRequests: string[];
    __sent: string[];
  }
}

/**
 * Records the phone's vibrations, wake-lock requests and the photos it sends (and still does all three): headless Chromium has
 * navigator.vibrate and the Wake Lock API, but nothing to see or feel.
 */
function recordDevice() {
  window.__buzzes = [];
  window.__wakeLocks = [];
  window.__wakeLockRequests = [];
  window.__sent = [];
  const append = FormData.prototype.append;
  FormData.prototype.append = function (
    this: FormData,
    name: string,
    value: string | Blob,
    filename?: string,
  ) {
    if (value instanceof Blob) window.__sent.push(value.type);
    return Reflect.apply(
      append,
      this,
      filename === undefined ? [name, value] : [name, value, filename],
    ) as void;
  } as typeof FormData.prototype.append;
  const vibrate = Navigator.prototype.vibrate as ((pattern: VibratePattern) => boolean) | undefined;
  Navigator.prototype.vibrate = function (pattern: VibratePattern) {
    window.__buzzes.push(Array.isArray(pattern) ? [...pattern] : [pattern as number]);
    return vibrate ? vibrate.call(this, pattern) : true;
  };
  if ('WakeLock' in window) {
    const request = WakeLock.prototype.request;
    WakeLock.prototype.request = async function (type?: 'screen') {
      window.__wakeLockRequests.push(type ?? 'screen');
      const lock = await request.call(this, type);
      window.__wakeLocks.push(lock);
      return lock;
    };
  }
}

/** A player on a 390×844 phone who joins by link, picks a name and waits in the lobby. */
async function joinOnPhone(browser: Browser, code: string, name: string) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(recordDevice);
  const page = await context.newPage();
  await page.goto(`/join/${code}`);
  await page.getByLabel('Player Name').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Waiting for the host to start…')).toBeVisible();
  return { context, page };
}

/** The types of the photos the page has put into upload forms so far (what the phone actually sends). */
const sentTypes = (page: Page) => page.evaluate(() => window.__sent);

/** Which JavaScript files the page has loaded so far. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );

async function screenshot(page: Page, name: string) {
  fs.mkdirSync('test-results/phone-photos', { recursive: true });
  await saveScreenshot(page, { path: `test-results/phone-photos/${name}.png` });
}

test('a phone sends a real HEIC and an AVIF, keeps a photo picked while paused, stays awake and buzzes', async ({
  browser,
  request,
}) => {
  expect(fs.existsSync(HEIC), `the sample HEIC photo is missing: ${HEIC}`).toBe(true);
  const { email } = await createHost(request);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: false, timeLimitMinutes: 30 });
  const ann = await joinOnPhone(browser, code, 'Ann');
  const page = ann.page;

  await test.step('the game starts: the phone buzzes and keeps its screen awake', async () => {
    await api.start(code);
    await expectOnBoard(page, code);
    await expect.poll(() => page.evaluate(() => window.__buzzes)).toEqual([[120, 60, 120]]);
    await expect.poll(() => page.evaluate(() => window.__wakeLockRequests)).toEqual(['screen']);
  });

  await test.step('tapping a cell offers the camera first, then the library', async () => {
    const label = ((await emptyPickers(page).first().getAttribute('aria-label')) ?? '').slice(16);
    await cellPicker(page, label).button.click();
    const chooser = page.getByRole('dialog', { name: `Add a photo for ${label}`, exact: true });
    const camera = chooser.getByLabel('Take a photo', { exact: true });
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(chooser.getByLabel('Choose from library', { exact: true })).not.toHaveAttribute('capture');
    await screenshot(page, '1-chooser');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
  });

  await test.step("an iPhone's HEIC is converted on the phone, saying so, and counts", async () => {
    // The converter (about 3 MB of WebAssembly) is not part of the page until such a photo is picked.
    expect((await scriptsLoaded(page)).filter((name) => /heic/i.test(name))).toEqual([]);
    const label = ((await emptyPickers(page).first().getAttribute('aria-label')) ?? '').slice(16);
    await cellPicker(page, label).setInputFiles(HEIC);
    // The conversion takes seconds on a phone: the cell says what is going on, then the photo counts.
    const cell = card(page).getByRole('listitem').filter({ hasText: label });
    await expect(cell).toContainText('Converting your iPhone photo…');
    await expect(cell.getByText(`${label}: converting your iPhone photo`)).toBeAttached();
    await screenshot(page, '1b-converting-heic');
    await expectNoSeriousA11yViolations(page);
    const counted = card(page).getByRole('button', { name: new RegExp(`^${label}: Counts on your card`) });
    await expect(counted).toBeVisible({ timeout: 60_000 });
    expect((await scriptsLoaded(page)).filter((name) => /heic/i.test(name))).toHaveLength(1);
    expect(await sentTypes(page)).toEqual(['image/webp']);
    // The server keeps its own WebP of it.
    const src = (await counted.locator('img').getAttribute('src')) ?? '';
    const stored = await request.get(src);
    expect(stored.headers()['content-type']).toBe('image/webp');
  });

  await test.step('an AVIF is redrawn as a WebP before sending and counts', async () => {
    const label = ((await emptyPickers(page).first().getAttribute('aria-label')) ?? '').slice(16);
    await cellPicker(page, label).setInputFiles(AVIF);
    await expect(countedPhotos(page)).toHaveCount(2);
    expect(await sentTypes(page)).toEqual(['image/webp', 'image/webp']);
    await screenshot(page, '2-heic-and-avif-counted');
  });

  await test.step('a photo picked while paused waits, and uploads by itself when the host resumes', async () => {
    const headers = await hostHeaders(request, email);
    expect((await request.post(`/api/game/${code}/pause`, { headers })).status()).toBe(200);
    await expect(page.getByRole('timer')).toHaveText('Paused');
    await expect(
      page.getByText('The host paused the game. A photo you pick now will upload when the host resumes.'),
    ).toBeVisible();
    const label = ((await emptyPickers(page).first().getAttribute('aria-label')) ?? '').slice(16);
    await cellPicker(page, label).setInputFiles(await photo());
    const cell = card(page).getByRole('listitem').filter({ hasText: label });
    await expect(cell).toContainText('Uploads on resume');
    await expect(
      page.getByText('The host paused the game. Your photo will upload when the host resumes.'),
    ).toBeVisible();
    expect(await sentTypes(page)).toEqual(['image/webp', 'image/webp']);
    await screenshot(page, '3-kept-while-paused');
    await expectNoSeriousA11yViolations(page);

    // A reload (or a phone that dropped the page) loses nothing: the photo is kept on the phone.
    await page.reload();
    await expect(cell).toContainText('Uploads on resume');
    await expect(
      page.getByText('The host paused the game. Your photo will upload when the host resumes.'),
    ).toBeVisible();

    expect(
      (
        await request.post(`/api/game/${code}/resume`, { headers: await hostHeaders(request, email) })
      ).status(),
    ).toBe(200);
    await expect(countedPhotos(page)).toHaveCount(3);
    await expect(
      cell.getByRole('button', { name: new RegExp(`^${label}: Counts on your card`) }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await screenshot(page, '4-sent-on-resume');
    // The card's live channel connected (Socket.IO's "40" frame): a page that comes back before it has connected
    // gets the card from connecting, not from a refetch.
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => {
        if (!ws.url().includes('/socket.io/')) return;
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).startsWith('40')) resolve();
        });
      });
    });
    // Sent, it is no longer kept: another reload shows the photo and nothing waiting.
    await page.reload();
    await expect(countedPhotos(page)).toHaveCount(3);
    await expect(page.getByText('Uploads on resume')).toHaveCount(0);
    await connected;
  });

  await test.step('coming back to the tab refetches the card at once and takes the wake lock again', async () => {
    // The page was loaded afresh while playing: one request so far.
    expect(await page.evaluate(() => window.__wakeLockRequests)).toEqual(['screen']);
    const refetched = page.waitForRequest(
      (r) => r.method() === 'GET' && r.url().endsWith(`/game/${code}/board`),
    );
    await page.evaluate(async () => {
      const setVisibility = (state: DocumentVisibilityState) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      setVisibility('hidden');
      // A hidden page loses its wake lock.
      await Promise.all(window.__wakeLocks.map((lock) => lock.release()));
      setVisibility('visible');
    });
    await refetched;
    await expect.poll(() => page.evaluate(() => window.__wakeLockRequests)).toEqual(['screen', 'screen']);
  });

  await ann.context.close();
});

test('the phone buzzes when the host rejects one of its photos and when the winner is announced', async ({
  browser,
  request,
}) => {
  const { email } = await createHost(request);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: true, timeLimitMinutes: 30 });
  const ann = await joinOnPhone(browser, code, 'Ann');
  const page = ann.page;
  await api.start(code);
  await expectOnBoard(page, code);
  await expect.poll(() => page.evaluate(() => window.__buzzes)).toEqual([[120, 60, 120]]);
  // The card shows a short Player ID; the API names the player by the full id the review answers with.
  await expect(page.getByText(/^Player ID: [0-9A-F]{4}-[0-9A-F]{4}$/)).toBeVisible();

  const label = ((await emptyPickers(page).first().getAttribute('aria-label')) ?? '').slice(16);
  await cellPicker(page, label).setInputFiles(await photo());
  await expect(
    card(page).getByRole('button', { name: new RegExp(`^${label}: Waiting for the host`) }),
  ).toBeVisible();
  const [pending] = (await (
    await request.get(`/api/game/${code}/review`, { headers: await hostHeaders(request, email) })
  ).json()) as { idx: number; playerId: string; image: string }[];
  // The decision names the photo the host saw.
  const review = await request.post(`/api/game/${code}/cells/${pending.playerId}/${pending.idx}/review`, {
    headers: await hostHeaders(request, email),
    data: { decision: 'reject', image: pending.image },
  });
  expect(review.status()).toBe(200);
  await expect.poll(() => page.evaluate(() => window.__buzzes)).toEqual([[120, 60, 120], [200]]);

  const end = await request.post(`/api/game/${code}/end`, { headers: await hostHeaders(request, email) });
  expect(end.status()).toBe(200);
  const winner = await request.post(`/api/game/${code}/winner`, {
    headers: await hostHeaders(request, email),
    data: { playerId: pending.playerId },
  });
  expect(winner.status(), await winner.text()).toBe(200);
  await expect
    .poll(() => page.evaluate(() => window.__buzzes))
    .toEqual([[120, 60, 120], [200], [100, 50, 100, 50, 300]]);

  await ann.context.close();
});
