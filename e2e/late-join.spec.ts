import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { GAME_ENDED, JOIN_CLOSED, REMOVED_FROM_GAME } from '@picture-bingo/shared';
import { expectOnBoard, hostApi, uploadIntoNextEmptyCell } from './players';
import {
  apiClient,
  createHost,
  EVENT_TITLE,
  expectNoSeriousA11yViolations,
  hostCredential,
  registerHost,
  saveScreenshot,
} from './support';

/** A phone: each player has their own browser at 390×844 with touch. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const SHOTS = 'test-results/late-join';

async function phone(browser: Browser) {
  const context = await browser.newContext(PHONE);
  return { context, page: await context.newPage() };
}

/** A phone that opens the join link, picks a name and waits in the lobby. */
async function joinInLobby(browser: Browser, code: string, name: string) {
  const player = await phone(browser);
  await player.page.goto(`/join/${code}`);
  await player.page.getByLabel('Player Name').fill(name);
  await player.page.getByRole('button', { name: 'Next' }).click();
  await expect(player.page.getByText('Waiting for the host to start…')).toBeVisible();
  return player;
}

/** Types a code on /join as someone reading it off a screen would, and presses Join Game. */
async function typeCode(page: Page, typed: string) {
  await page.goto('/join');
  await page.getByLabel('Room Code').fill(typed);
  await page.getByRole('button', { name: 'Join Game' }).click();
}

/** Seconds left on a page's game clock ("29:41 left"). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const match = /^(\d+):(\d\d)$/.exec(text.trim());
  if (!match) throw new Error(`no time left in "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

test('a late joiner plays at once with the time left; a removal is told and undone; an ended game says so', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ timeLimitMinutes: 30 });
  const ann = await joinInLobby(browser, code, 'Ann');
  await api.start(code);
  await expectOnBoard(ann.page, code);
  const late = await phone(browser);

  await test.step('after the start, a guest types the code (lower case, with a dash) and plays at once', async () => {
    const page = late.page;
    await typeCode(page, `${code.slice(0, 3).toLowerCase()}-${code.slice(3).toLowerCase()}`);
    await expect(page).toHaveURL(new RegExp(`/room/${code}/player-name$`));
    await page.getByLabel('Player Name').fill('Late');
    await page.getByRole('button', { name: 'Next' }).click();
    // Straight to the card: no lobby, the game is on.
    await expectOnBoard(page, code);
    await expect(page.getByText('Waiting for the host to start…')).toHaveCount(0);
    // The same clock as everyone: the game's end, not 30 fresh minutes.
    const [mine, anns] = await Promise.all([secondsLeft(page), secondsLeft(ann.page)]);
    expect(Math.abs(mine - anns)).toBeLessThanOrEqual(2);
    expect(mine).toBeLessThan(30 * 60);
    await uploadIntoNextEmptyCell(page);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, { path: `${SHOTS}/late-joiner-board.png`, fullPage: true });
  });

  await test.step('the host removes the late joiner; their phone is told and cannot come back under a new name', async () => {
    await host.goto(`/host/${code}/players-queue`);
    await expect(host.getByText('Late', { exact: true })).toBeVisible();
    await host.getByRole('button', { name: 'Remove Late' }).click();
    await host.getByRole('dialog', { name: 'Remove Late?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(late.page.getByText(REMOVED_FROM_GAME)).toBeVisible();
    await expectNoSeriousA11yViolations(late.page);
    await saveScreenshot(late.page, { path: `${SHOTS}/removed-phone.png`, fullPage: true });
    // Joining again by the link shows the same notice: no name form for this device.
    await late.page.goto(`/join/${code}`);
    await expect(late.page.getByText(REMOVED_FROM_GAME)).toBeVisible();
    await expect(late.page.getByLabel('Player Name')).toHaveCount(0);
  });

  await test.step('the host undoes the removal: the player is back on their card', async () => {
    const undo = host.getByRole('button', { name: 'Undo removing Late' });
    await expect(undo).toBeVisible();
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: `${SHOTS}/queue-with-removed.png`, fullPage: true });
    await undo.click();
    await expect(undo).toHaveCount(0);
    await expect(host.getByRole('button', { name: 'Remove Late' })).toBeVisible();
    // The phone notices by itself and opens the game again.
    await expectOnBoard(late.page, code);
    await uploadIntoNextEmptyCell(late.page);
  });

  const stranger = await phone(browser);
  await test.step('once the game has ended, its code says so before any name is typed', async () => {
    const ended = await apiClient(request).raw('POST', `/api/game/${code}/end`, {
      token: hostCredential(request, email),
    });
    expect(ended.status).toBe(200);
    await typeCode(stranger.page, code);
    await expect(stranger.page.getByText(GAME_ENDED)).toBeVisible();
    await expect(stranger.page.getByText('Invalid room code. Please try again.')).toHaveCount(0);
    await expect(stranger.page.getByRole('link', { name: 'See the results' })).toHaveCount(0);
    await expect(stranger.page).toHaveURL(/\/join$/);
    await expectNoSeriousA11yViolations(stranger.page);
    await saveScreenshot(stranger.page, { path: `${SHOTS}/ended-stranger.png`, fullPage: true });
    // The join link too: no name form.
    await stranger.page.goto(`/join/${code}`);
    await expect(stranger.page.getByText(GAME_ENDED)).toBeVisible();
    await expect(stranger.page.getByLabel('Player Name')).toHaveCount(0);
  });

  await test.step('a player of the ended game gets the way to its results', async () => {
    await typeCode(ann.page, code);
    await expect(ann.page.getByText(GAME_ENDED)).toBeVisible();
    await saveScreenshot(ann.page, { path: `${SHOTS}/ended-member.png`, fullPage: true });
    await ann.page.getByRole('link', { name: 'See the results' }).click();
    await expect(ann.page).toHaveURL(new RegExp(`/progress/${code}$`));
  });

  for (const c of [hostContext, ann.context, late.context, stranger.context]) await c.close();
});

test('a code from before the look-alike-free alphabet opens however its O, 0, I, L and 1 are typed', async ({
  browser,
  request,
}) => {
  const { email } = await createHost(request);
  const issued = await hostApi(request, email).createPaidGame({});
  // The game as an older release issued it: a code with every look-alike (written straight to the database).
  const legacy = `OIL${issued.slice(3)}`;
  const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/pb-e2e-${process.env.E2E_PORT ?? 3100}`;
  const db = new Database(path.join(dataDir, 'picture-bingo.sqlite'));
  db.pragma('busy_timeout = 5000');
  db.prepare('UPDATE games SET code = ? WHERE code = ?').run(legacy, issued);
  db.close();

  const guest = await phone(browser);
  // Read aloud as "zero, one, one" and typed with a space.
  await typeCode(guest.page, `01l ${issued.slice(3).toLowerCase()}`);
  // This game's name step. Its address names the game's code once the app checked the typed one; a code sent from
  // the page before the app took it over keeps its typed form there, and the game is found by it all the same.
  await expect(guest.page).toHaveURL(new RegExp(`/room/(${legacy}|011${issued.slice(3)})/player-name$`));
  await expect(guest.page.getByRole('heading', { name: EVENT_TITLE })).toBeVisible();
  await guest.page.getByLabel('Player Name').fill('Zed');
  await guest.page.getByRole('button', { name: 'Next' }).click();
  await expect(guest.page.getByText('Waiting for the host to start…')).toBeVisible();
  await expectNoSeriousA11yViolations(guest.page);
  await saveScreenshot(guest.page, { path: `${SHOTS}/look-alike-lobby.png`, fullPage: true });
  await guest.context.close();
});

test('the host closes joining at the start in game rules: after the start a guest is told before any name', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  const email = await registerHost(host, { open: null });
  const credential = hostCredential(request, email);
  const draft = await apiClient(request).createGame(credential);
  const code = draft.gameCode;

  await host.goto(`/host/${code}/game-rules`);
  const rule = host.getByRole('radio', { name: /Only before the start/ });
  await expect(host.getByRole('radio', { name: /Until the game ends/ })).toBeChecked();
  await rule.check();
  await expect(host.getByText('Saved')).toBeVisible();
  await expectNoSeriousA11yViolations(host);
  await saveScreenshot(host, { path: `${SHOTS}/game-rules-late-joining.png`, fullPage: true });
  await host.reload();
  await expect(rule).toBeChecked();

  await apiClient(request).payLocally(credential, code);
  const ann = await joinInLobby(browser, code, 'Ann');
  await hostApi(request, email).start(code);
  await expectOnBoard(ann.page, code);

  const guest = await phone(browser);
  await typeCode(guest.page, code);
  await expect(guest.page.getByText(JOIN_CLOSED)).toBeVisible();
  await expect(guest.page).toHaveURL(/\/join$/);
  await guest.page.goto(`/join/${code}`);
  await expect(guest.page.getByText(JOIN_CLOSED)).toBeVisible();
  await expect(guest.page.getByLabel('Player Name')).toHaveCount(0);
  await expectNoSeriousA11yViolations(guest.page);
  await saveScreenshot(guest.page, { path: `${SHOTS}/closed-to-latecomers.png`, fullPage: true });
  for (const c of [hostContext, ann.context, guest.context]) await c.close();
});
