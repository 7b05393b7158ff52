import { expect, test, type Browser, type Page } from '@playwright/test';
import { card, expectOnBoard, hostApi, uploadIntoNextEmptyCell, type Player } from './players';
import {
  apiClient,
  completeSetup,
  expectNoSeriousA11yViolations,
  hostCredential,
  registerHost,
  saveScreenshot,
} from './support';

const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/bingo-moment';

/** A player on a 390×844 phone who joins by link, picks a name and waits in the lobby. */
async function joinOnPhone(browser: Browser, code: string, name: string): Promise<Player> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/join/${code}`);
  await page.getByLabel('Player Name').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Waiting for the host to start…')).toBeVisible();
  return { context, page };
}

/**
 * Resolves once one of the page's game sockets got its snapshot (the live channel is listening).
 */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('lobby:snapshot')) resolve();
      });
    });
  });
}

test('BINGO!: the host hears it at once anywhere, confirms with a warning, and only the winner reads "You won!"', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ viewport: PHONE });
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: true, winCondition: 'line', timeLimitMinutes: 30 });
  const ann = await joinOnPhone(browser, code, 'Ann');
  const bob = await joinOnPhone(browser, code, 'Bob');
  await api.start(code);
  await expectOnBoard(ann.page, code);
  await expectOnBoard(bob.page, code);

  await test.step('Ann fills her 3×3 card; the host approves her top row', async () => {
    for (let i = 0; i < 8; i++) await uploadIntoNextEmptyCell(ann.page);
    await expect(card(ann.page).getByLabel(/^Add a photo for /)).toHaveCount(0);
    await uploadIntoNextEmptyCell(bob.page);
    // The review page itself is proven by review-queue.spec.ts; here the host approves the top row (cells 0-2).
    expect(await api.approve(code, (photo) => photo.playerName === 'Ann' && photo.idx < 3)).toBe(3);
    await expect(ann.page.getByRole('button', { name: 'BINGO!' })).toBeEnabled();
  });

  await test.step('the host, on the games list, sees the BINGO! without reloading', async () => {
    const ready = socketReady(host);
    await host.goto('/active-games');
    await ready;
    const pressed = Date.now();
    await ann.page.getByRole('button', { name: 'BINGO!' }).click();
    const notice = host.getByRole('alert').filter({ hasText: 'Ann called BINGO!' });
    await expect(notice).toBeVisible();
    console.log(`games list: BINGO! shown ${Date.now() - pressed} ms after the press`);
    await expect(notice).toContainText('(first to complete)');
    await expect(notice).toContainText('5 photos still waiting for review');
    await expect(notice.getByRole('link', { name: 'Review card' })).toHaveAttribute(
      'href',
      `/host/${code}/review`,
    );
    await expect(notice.getByRole('link', { name: 'Confirm winner' })).toBeVisible();
    await expect(ann.page).toHaveURL(new RegExp(`/gallery/${code}$`));
    // Every other phone gets a short notice.
    await expect(bob.page.getByText('Ann called BINGO! The host will check their card.')).toBeVisible();
    await saveScreenshot(host, { path: `${SHOTS}/host-bingo-notice.png` });
    await saveScreenshot(bob.page, { path: `${SHOTS}/phone-bingo-toast.png` });
    await expectNoSeriousA11yViolations(host);
  });

  await test.step('Confirm winner asks first and warns about the photos still waiting', async () => {
    await host.getByRole('link', { name: 'Confirm winner' }).click();
    const dialog = host.getByRole('dialog', { name: 'Choose the winner?' });
    await expect(dialog).toContainText('Ann wins. This ends the game for everyone');
    await expect(dialog.getByText("Ann's card still has 5 photos waiting for review.")).toBeVisible();
    await expect(dialog.getByText('Other players have 1 photo waiting for review.')).toBeVisible();
    await saveScreenshot(host, { path: `${SHOTS}/host-confirm-winner.png` });
    await expectNoSeriousA11yViolations(host);
    // Cancel changes nothing; Choose Winner (Ann first and pre-selected) asks again.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const radios = host.getByRole('radio');
    await expect(radios.first()).toHaveAccessibleName('Ann');
    await expect(host.getByRole('radio', { name: 'Ann' })).toBeChecked();
    await host.getByRole('button', { name: 'Choose Winner' }).click();
    await dialog.getByRole('button', { name: 'Choose Winner' }).click();
    await expect(host.getByRole('heading', { name: 'Winner: Ann' })).toBeVisible();
    await expect(host.getByRole('alert').filter({ hasText: 'called BINGO!' })).toHaveCount(0);
  });

  await test.step('"You won!" only on the winner\'s phone; the other reads "Winner: Ann"', async () => {
    await expect(ann.page.getByText('You won!', { exact: true })).toBeVisible();
    await expect(ann.page.getByText('Winner: Ann')).toBeVisible();
    await expect(bob.page.getByRole('heading', { name: 'Winner: Ann' })).toBeVisible();
    await expect(bob.page.getByText('You won!', { exact: true })).toHaveCount(0);
    // No stale "Time is up!" once the winner is chosen.
    await expect(bob.page.getByRole('timer')).toHaveText('The winner has been chosen');
    await saveScreenshot(ann.page, { path: `${SHOTS}/phone-you-won.png` });
    await saveScreenshot(bob.page, { path: `${SHOTS}/phone-winner-other.png`, fullPage: true });
    await expectNoSeriousA11yViolations(ann.page);
    await expectNoSeriousA11yViolations(bob.page);
  });

  for (const context of [hostContext, ann.context, bob.context]) await context.close();
});

test('ended early: phones say the host ended it, room details offer Choose Winner, and the game stays Active until then', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ viewport: PHONE });
  const host = await hostContext.newPage();
  const email = await registerHost(host, { open: null });
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: false, timeLimitMinutes: 1 });
  const cat = await joinOnPhone(browser, code, 'Cat');
  await api.start(code);
  await expectOnBoard(cat.page, code);
  await expect(cat.page.getByText('1 minute', { exact: true })).toBeVisible();

  await host.goto(`/host/${code}/room-details`);
  await expect(host.getByText(/^Time left: \d+:\d\d$/)).toBeVisible();
  await host.getByRole('button', { name: 'End game' }).click();
  await host.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
  await expect(host.getByText('The host ended the game. Uploads are closed for everyone')).toBeVisible();
  await expect(cat.page.getByRole('timer')).toHaveText('The host ended the game');
  await expect(cat.page.getByText('The host ended the game. The host will choose the winner.')).toBeVisible();
  await expect(cat.page.getByText(/Time is up/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(host);

  // Ended, but no winner yet: still an active game.
  await host.goto('/active-games');
  await expect(host.getByRole('button', { name: `Copy room code ${code}` })).toBeVisible();
  await host.goto(`/host/${code}/room-details`);
  await host.getByRole('link', { name: 'Choose Winner' }).click();
  await expect(host).toHaveURL(new RegExp(`/progress/${code}$`));
  await expect(host.getByRole('radio', { name: 'Cat' })).toBeVisible();
  await host.getByRole('radio', { name: 'Cat' }).check();
  await host.getByRole('button', { name: 'Choose Winner' }).click();
  await host
    .getByRole('dialog', { name: 'Choose the winner?' })
    .getByRole('button', { name: 'Choose Winner' })
    .click();
  await expect(host.getByRole('heading', { name: 'Winner: Cat' })).toBeVisible();
  await expect(cat.page.getByText('You won!', { exact: true })).toBeVisible();
  await host.goto('/active-games');
  await expect(host.getByText('No active games found')).toBeVisible();

  for (const context of [hostContext, cat.context]) await context.close();
});

test('auto-confirm, picked on the game rules screen: the first valid BINGO! wins at once', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ viewport: PHONE });
  const host = await hostContext.newPage();
  const email = await registerHost(host, { open: null });
  const api = apiClient(request);
  const credential = hostCredential(request, email);
  const { gameCode: code } = await api.createGame(credential, { ...completeSetup, photoReview: false });

  await host.goto(`/host/${code}/game-rules`);
  const toggle = host.getByRole('checkbox', { name: /^Auto-confirm winner/ });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect.poll(async () => (await api.getHostGame(credential, code)).autoConfirmWinner).toBe(true);
  await host.reload();
  await expect(toggle).toBeChecked();
  await saveScreenshot(host, { path: `${SHOTS}/host-game-rules-auto-confirm.png`, fullPage: true });
  await expectNoSeriousA11yViolations(host);

  await api.payLocally(credential, code);
  const dee = await joinOnPhone(browser, code, 'Dee');
  await api.start(credential, code);
  await expectOnBoard(dee.page, code);
  for (let i = 0; i < 8; i++) await uploadIntoNextEmptyCell(dee.page);
  await dee.page.getByRole('button', { name: 'BINGO!' }).click();
  await expect(dee.page).toHaveURL(new RegExp(`/gallery/${code}$`));
  await expect(dee.page.getByText('You won!', { exact: true })).toBeVisible();
  await expect(dee.page.getByText('Winner: Dee')).toBeVisible();
  expect((await api.getHostGame(credential, code)).status).toBe('COMPLETED');

  for (const context of [hostContext, dee.context]) await context.close();
});
