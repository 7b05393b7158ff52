import { photoCells } from '@picture-bingo/testkit';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { pseudo } from '../apps/web/src/lib/i18n/pseudo';
import { photo } from './players';
import {
  apiClient,
  completeSetup,
  EVENT_TITLE,
  expectNoSeriousA11yViolations,
  hostCredential,
  login,
  PHONE,
  registerHost,
  WELCOME_MESSAGE,
} from './support';
import { english, overflowsSideways } from './language-steps';

/**
 * The host's screens in the pseudo-locale (`?lang=en-XA`: every word of the app accented and about 30 % longer):
 * no English word is left on them, and the longer words break no layout, on a phone and on a laptop (the big
 * screen on a projector). Each screen is checked softly, so one run names every screen that fails.
 */

const LAPTOP = { viewport: { width: 1280, height: 800 } };
const PROJECTOR = { width: 1920, height: 1080 };
const GUEST = 'Zoe';

/** The start of a text as the pseudo-locale shows it ("Prizes" → /^\[Þŕížéš/): a control's name begins so. */
function shownAs(text: string): RegExp {
  const shown = pseudo(text);
  return new RegExp(`^${shown.slice(0, shown.lastIndexOf(' ')).replace(/[[\]().*+?^$|\\]/g, '\\$&')}`);
}

/** What the host and the guest typed, shown as typed: the setup's texts, the guest's name, the codes and ids. */
function typed(email: string, codes: readonly string[]): string[] {
  return [
    EVENT_TITLE,
    WELCOME_MESSAGE,
    completeSetup.hostName,
    completeSetup.freeSpaceWord,
    ...completeSetup.words,
    GUEST,
    email,
    ...codes,
  ];
}

/**
 * Opens `path` in the pseudo-locale (an empty path: checks the page as it is now), waits for the screen (`ready`,
 * else its h1) and the network to settle, then softly expects no English on it and no sideways scrolling.
 */
async function check(page: Page, path: string, theirs: readonly string[], ready?: (page: Page) => Locator) {
  if (path) await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en-XA`);
  const where = `${path || new URL(page.url()).pathname} at ${page.viewportSize()?.width ?? '?'} px`;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(ready ? ready(page) : page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect.soft(await english(page, theirs), `English words on ${where}`).toEqual([]);
  expect.soft(await overflowsSideways(page), `${where} scrolls sideways`).toBe(false);
}

/** A host's browser of this size, signed in (in English: the pages under test open with `?lang=en-XA`). */
async function hostBrowser(
  browser: Browser,
  options: object,
  email: string,
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await login(page, email);
  await expect(page).toHaveURL(/\/host$/);
  return [context, page];
}

test('signed out: the login and registration pages leave no English and fit a phone', async ({ browser }) => {
  for (const options of [PHONE, LAPTOP]) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const theirs = typed('', []);
    await check(page, '/login', theirs);
    if (options === PHONE) await expectNoSeriousA11yViolations(page);
    await check(page, '/register', theirs);
    await context.close();
  }
});

test('the pseudo-locale leaves no English on the host’s screens, and their longer words fit', async ({
  browser,
  request,
}) => {
  const phoneContext = await browser.newContext(PHONE);
  const phone = await phoneContext.newPage();
  const email = await registerHost(phone);
  const [laptopContext, laptop] = await hostBrowser(browser, LAPTOP, email);
  const api = apiClient(request);
  const token = hostCredential(request, email);
  const { gameCode: draft } = await api.createGame(token, completeSetup);
  const { gameCode: code } = await api.createPaidGame(token, { ...completeSetup, photoReview: true });
  const theirs = typed(email, [draft, code]);

  await test.step('the games list, the profile and the games’ tabs', async () => {
    for (const page of [phone, laptop]) {
      await check(page, '/host', theirs);
      if (page === phone) await expectNoSeriousA11yViolations(page);
      await check(page, '/profile', theirs);
      await check(page, '/games', theirs, (p) => p.getByRole('tab').first());
      await check(page, '/games?tab=past', theirs, (p) => p.getByRole('tab').first());
    }
  });

  await test.step('a draft’s setup, its rules with prizes and teams, and its pricing', async () => {
    await check(phone, `/host/${draft}/game-rules`, theirs);
    await phone.getByRole('radio', { name: shownAs('Prizes') }).check();
    await phone.getByRole('radio', { name: shownAs('Teams') }).check();
    await phone.getByRole('button', { name: shownAs('Add a team') }).click();
    await expect(phone.getByRole('textbox', { name: shownAs('Prize 1 name') })).toBeVisible();
    await check(phone, '', theirs, (p) => p.getByRole('textbox', { name: shownAs('Team 1 name') }));
    for (const page of [phone, laptop]) {
      await check(page, `/host/${draft}/event-setup`, theirs);
      await check(page, `/host/${draft}/board-config`, theirs);
      if (page === laptop) await check(page, `/host/${draft}/game-rules`, theirs);
      await check(page, `/host/${draft}/pricing`, theirs);
    }
  });

  const zoe = await api.joinAs(code, GUEST);
  theirs.push(zoe.id);

  await test.step('the control room and the players, a guest joined', async () => {
    for (const page of [phone, laptop]) {
      await check(page, `/room/${code}`, theirs, (p) => p.getByText(GUEST, { exact: true }).first());
      await check(page, `/room/${code}/players`, theirs, (p) => p.getByText(GUEST, { exact: true }).first());
    }
    await expectNoSeriousA11yViolations(laptop);
  });

  await api.start(token, code);
  await api.uploadPhoto(code, zoe.token, photoCells(3)[0] ?? 0, (await photo()).buffer);

  await test.step('playing: the control room, a photo waiting for review, the big screen', async () => {
    for (const page of [phone, laptop]) {
      await check(page, `/room/${code}`, theirs);
      await check(page, `/host/${code}/review`, theirs, (p) =>
        p.getByRole('img', { name: new RegExp(GUEST) }).first(),
      );
    }
    await expectNoSeriousA11yViolations(phone);
    const screen = await laptopContext.newPage();
    await screen.setViewportSize(PROJECTOR);
    await check(screen, `/room/${code}/screen`, theirs, (p) => p.getByTestId('join-corner'));
    await screen.close();
  });

  await api.call('POST', `/api/game/${code}/end`, { token, status: 200 });

  await test.step('after the end: the progress page, then the results', async () => {
    for (const page of [phone, laptop]) await check(page, `/progress/${code}`, theirs);
    await api.call('POST', `/api/game/${code}/winner`, { token, json: { playerId: zoe.id }, status: 200 });
    for (const page of [phone, laptop]) await check(page, `/results/${code}`, theirs);
  });

  await phoneContext.close();
  await laptopContext.close();
});
