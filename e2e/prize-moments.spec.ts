import { PHOTO_CELLS_3X3 as FULL_CARD, TOP_ROW } from '@picture-bingo/testkit';
import { expect, test, type Page } from '@playwright/test';
import {
  card,
  deviceTokenOf,
  expectOnBoard,
  fillCells,
  hostWithGame,
  joinAs,
  uploadIntoNextEmptyCell,
} from './players';
import { apiClient, expectNoSeriousA11yViolations, hostHeaders, PHONE, saveScreenshot } from './support';
import {
  COUNTDOWN_MS,
  PRIZE_REVEAL_MS,
  WINNER_REVEAL_MS,
} from '../apps/web/src/features/big-screen/utils/show-times';

/**
 * Every prize its moment: each prize before the last gets the big screen's reveal (queued when they come
 * together) and the screen returns to the live game; the final page lists the prizes in their order and fits the
 * projector unscrolled; after the end the gallery's cards and the phone leaderboard say what is true. The
 * reveals' durations run on the screen's own clock (Playwright's), not on waiting real seconds.
 */

const PROJECTOR = { width: 1920, height: 1080 };
const SMALL_PROJECTOR = { width: 1280, height: 720 };
const SHOTS = 'test-results/prize-moments';
const TWO_ROWS = [0, 1, 2, 6, 7, 8];
const PRIZES = [
  { name: 'Bottle of bubbly', condition: 'line' },
  { name: 'Golden selfie stick', condition: 'two-lines' },
  { name: 'Grand hamper', condition: 'full' },
] as const;

/** The page is no taller than the screen: a projector cannot scroll. */
async function expectNoScroll(page: Page) {
  const size = await page.evaluate(() => ({
    scroll: document.documentElement.scrollHeight,
    inner: window.innerHeight,
  }));
  expect(size.scroll, `page ${size.scroll} px tall on a ${size.inner} px screen`).toBeLessThanOrEqual(
    size.inner,
  );
}

test('each prize gets the big screen’s reveal, one after another, then the live game; the final page fits the projector', async ({
  browser,
  request,
}) => {
  const host = await hostWithGame(
    browser,
    request,
    { photoReview: false, timeLimitMinutes: 60, winMode: 'prizes', prizes: PRIZES.map((p) => ({ ...p })) },
    { viewport: PROJECTOR },
  );
  const { api, code } = host;
  const screen = await host.context.newPage();
  // The screen's timers (countdown, reveals) run on a clock the test moves on.
  await screen.clock.install();
  await screen.goto(`/room/${code}/screen`);
  await expect(screen.getByTestId('big-screen-code')).toHaveText(code);

  // Ivy plays on a phone (the leaderboard and gallery after the end); the others through the API.
  const iv = await joinAs(browser, code, 'Ivy', { viewport: PHONE.viewport });
  const client = apiClient(request);
  const others = [];
  for (const name of ['Alex', 'Sam', 'Cy', 'Dee', 'Eli', 'Fay']) others.push(await client.joinAs(code, name));
  const [alex, sam, cy] = others;
  if (!alex || !sam || !cy) throw new Error('players missing');
  await expect(screen.getByText('Fay', { exact: true })).toBeVisible();

  await api.start(code);
  await expectOnBoard(iv.page, code);
  await expect(screen.getByTestId('countdown')).toBeVisible();
  await screen.clock.runFor(COUNTDOWN_MS);
  await expect(screen.getByTestId('countdown')).toBeHidden();

  await test.step('the live standings: nobody stands out at 0 photos, and the players past the top five are counted', async () => {
    const standings = screen.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem');
    await expect(standings).toHaveCount(5);
    await expect(screen.getByTestId('standings-more')).toHaveText('+2 more');
    const backgrounds = await standings.evaluateAll((rows) =>
      rows.map((row) => getComputedStyle(row).backgroundColor),
    );
    expect(new Set(backgrounds).size, 'a leader at 0 photos looks like everyone else').toBe(1);
  });

  await fillCells(request, code, alex.token, TOP_ROW);
  await fillCells(request, code, sam.token, TWO_ROWS);

  // The award itself is the progress page's own spec: here the host awards through the API.
  await test.step('two prizes awarded together: Alex’s reveal, then Sam’s, then the live game', async () => {
    await api.awardPrize(code, alex.id);
    await api.awardPrize(code, sam.id);
    const reveal = screen.getByTestId('prize-reveal');
    await expect(reveal.getByRole('heading', { name: 'Alex wins the Bottle of bubbly!' })).toBeVisible();
    await expect(reveal).toContainText('Next up: two lines for the Golden selfie stick');
    await expect(reveal.getByRole('list', { name: "Alex's card" }).getByRole('img')).toHaveCount(3);
    await screen.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await saveScreenshot(screen, { path: `${SHOTS}/screen-prize-reveal.png` });
    await expectNoSeriousA11yViolations(screen);

    await screen.clock.runFor(PRIZE_REVEAL_MS);
    await expect(reveal.getByRole('heading', { name: 'Sam wins the Golden selfie stick!' })).toBeVisible();
    await expect(reveal).toContainText('Next up: a full card for the Grand hamper');
    await expect(reveal.getByRole('list', { name: "Sam's card" }).getByRole('img')).toHaveCount(6);

    await screen.clock.runFor(PRIZE_REVEAL_MS);
    await expect(reveal).toBeHidden();
    await expect(screen.getByRole('list', { name: 'Latest photos' })).toBeVisible();
    await expect(screen.getByRole('list', { name: 'Leaderboard' })).toContainText('Bottle of bubbly');
  });

  await test.step('with reduced motion the reveal still comes, and nothing in it moves', async () => {
    await screen.emulateMedia({ reducedMotion: 'reduce' });
    await fillCells(request, code, cy.token, FULL_CARD);
    await api.awardPrize(code, cy.id);
    const reveal = screen.getByTestId('winner-reveal');
    await expect(reveal.getByRole('heading', { name: 'Winner: Cy' })).toBeVisible();
    expect(await screen.evaluate(() => document.getAnimations().length)).toBe(0);
    // The last prize keeps the winner's reveal: no prize reveal of its own.
    await expect(screen.getByTestId('prize-reveal')).toBeHidden();
    await screen.clock.runFor(WINNER_REVEAL_MS);
    await expect(reveal).toBeHidden();
  });

  await test.step('the final page: prizes in their order, the top five and "+2 more", no scroll at 1920×1080 or 1280×720', async () => {
    const prizes = screen.getByTestId('screen-prize');
    await expect(prizes).toHaveText([
      '1. Bottle of bubbly: Alex',
      '2. Golden selfie stick: Sam',
      '3. Grand hamper: Cy',
    ]);
    await expect(screen.getByTestId('leaderboard-entry')).toHaveCount(5);
    await expect(screen.getByTestId('standings-more')).toHaveText('+2 more');
    await expect(screen.getByRole('heading', { name: 'Winner: Cy' })).toBeVisible();
    await expectNoScroll(screen);
    await saveScreenshot(screen, { path: `${SHOTS}/screen-final-1920.png` });
    await expectNoSeriousA11yViolations(screen);
    await screen.setViewportSize(SMALL_PROJECTOR);
    await expectNoScroll(screen);
    await saveScreenshot(screen, { path: `${SHOTS}/screen-final-1280.png` });
  });

  await test.step('the phone: the results list the prizes in order, a short name stays whole, the gallery says Finished', async () => {
    const phone = iv.page;
    // The board shows the final leaderboard: Ivy's row keeps her name whole beside "(you)" and the count.
    const ivyRow = phone.getByTestId('leaderboard-entry').filter({ hasText: 'Ivy' });
    await expect(ivyRow).toContainText('(you)');
    const nameLines = await ivyRow.locator('bdi', { hasText: /^Ivy$/ }).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
    });
    expect(nameLines, '"Ivy" on one line').toBe(1);
    await saveScreenshot(phone, { path: `${SHOTS}/phone-leaderboard.png`, fullPage: true });
    await expectNoSeriousA11yViolations(phone);

    await phone.goto(`/results/${code}`);
    const winners = phone.getByRole('region', { name: 'Winners' }).getByRole('listitem');
    await expect(winners).toHaveText([
      '1. Alex (Bottle of bubbly)',
      '2. Sam (Golden selfie stick)',
      '3. Cy (Grand hamper)',
    ]);
    const prizeList = phone.getByRole('region', { name: 'Prizes' }).getByTestId('prize');
    await expect(prizeList.first()).toContainText('Bottle of bubbly');
    await saveScreenshot(phone, { path: `${SHOTS}/phone-results.png`, fullPage: true });

    await phone.goto(`/gallery/${code}`);
    const ivCard = phone.getByRole('article', { name: 'Ivy' });
    await expect(ivCard).toContainText('Finished');
    await expect(ivCard).toContainText(/Place \d/);
    await expect(ivCard).not.toContainText('In Progress');
    await expect(phone.getByRole('article', { name: 'Cy' })).toContainText('Completed');
    await saveScreenshot(phone, { path: `${SHOTS}/phone-gallery-finished.png`, fullPage: true });
    await expectNoSeriousA11yViolations(phone);
  });

  for (const context of [host.context, iv.context]) await context.close();
});

test('a BINGO! still waiting when the game is cancelled gets its answer; the BINGO! card labels every cell', async ({
  browser,
  request,
}) => {
  const host = await hostWithGame(browser, request, {
    photoReview: false,
    timeLimitMinutes: 60,
    winCondition: 'line',
  });
  const { email, api, code } = host;
  const ann = await joinAs(browser, code, 'Ann', { viewport: PHONE.viewport });
  await api.start(code);
  await expect(card(ann.page)).toBeVisible({ timeout: 45_000 });
  const labels: string[] = [];
  for (let i = 0; i < 3; i++) labels.push(await uploadIntoNextEmptyCell(ann.page));
  await ann.page.getByRole('button', { name: 'BINGO!' }).click();

  const moment = ann.page.getByRole('dialog', { name: 'BINGO!' });
  await test.step('the card in the BINGO! moment names every cell, a photo’s on the photo', async () => {
    await expect(moment).toContainText('Waiting for Ada to confirm…');
    const cells = moment.getByRole('list', { name: 'Your card' }).getByRole('listitem');
    await expect(cells).toHaveCount(9);
    const deviceToken = await deviceTokenOf(ann.page);
    const board = await apiClient(request).getBoard(code, deviceToken);
    const byIdx = [...board.cells].sort((a, b) => a.idx - b.idx);
    for (const [i, cell] of byIdx.entries()) await expect(cells.nth(i)).toContainText(cell.value);
    for (const label of labels) {
      // Each photo carries its own label inside its cell, not the next row's.
      const withPhoto = cells.filter({ has: ann.page.locator('img') }).filter({ hasText: label });
      await expect(withPhoto).toHaveCount(1);
    }
    await saveScreenshot(ann.page, { path: `${SHOTS}/phone-bingo-card-labels.png` });
    await expectNoSeriousA11yViolations(ann.page);
  });

  await test.step('the owner cancels the game: the caller is told, not left waiting', async () => {
    const cancelled = await request.post(`/api/game/${code}/cancel`, {
      headers: await hostHeaders(request, email),
    });
    expect(cancelled.status()).toBe(200);
    const answer = ann.page.getByRole('dialog', { name: 'The host cancelled this game' });
    await expect(answer).toContainText('The game was cancelled before your BINGO! was answered.');
    await expect(ann.page.getByText('Waiting for Ada to confirm…')).toBeHidden();
    await saveScreenshot(ann.page, { path: `${SHOTS}/phone-bingo-cancelled.png` });
    await expectNoSeriousA11yViolations(ann.page);
    // After a reload the call reads as closed, with its reason.
    const deviceToken = await deviceTokenOf(ann.page);
    const mine = await request.get(`/api/game/${code}/bingo`, { headers: { 'x-device-token': deviceToken } });
    expect(await mine.json()).toMatchObject({ call: { status: 'closed', reason: 'game-cancelled' } });
  });

  for (const context of [host.context, ann.context]) await context.close();
});
