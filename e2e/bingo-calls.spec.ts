import { TOP_ROW } from '@picture-bingo/testkit';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectOnBoard, hostApi, joinAs, photo } from './players';
import {
  apiClient,
  expectNoSeriousA11yViolations,
  hostCredential,
  hostHeaders,
  PHONE,
  registerHost,
  uniqueEmail,
} from './support';

/** The phone's player, as the API knows them: their device token and id. */
async function phonePlayer(request: APIRequestContext, page: Page, code: string) {
  const deviceToken = (await page.evaluate(() => window.localStorage.getItem('deviceToken'))) ?? '';
  const board = await apiClient(request).getBoard(code, deviceToken);
  return { deviceToken, id: board.player.id };
}

/**
 * A BINGO! call is a record, not a toast: the host's control room keeps it (after a reload too) with the line's
 * photos, flags it the moment its line loses a photo, and "Not valid — keep playing" reaches the caller, who still
 * reads it after a reload; a later call is awarded from the same panel.
 */
test('a BINGO! call waits in the control room until answered, and the caller always hears the answer', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = hostApi(request, email);
  const client = apiClient(request);
  const code = await api.createPaidGame({ photoReview: true, winCondition: 'line', timeLimitMinutes: 30 });
  const maya = await joinAs(browser, code, 'Maya', PHONE);
  const vic = await joinAs(browser, code, 'Vic', PHONE);
  await api.start(code);
  await expectOnBoard(maya.page, code);
  await expectOnBoard(vic.page, code);
  const me = await phonePlayer(request, maya.page, code);
  const upload = async (idx: number) => client.uploadPhoto(code, me.deviceToken, idx, (await photo()).buffer);
  for (const idx of TOP_ROW) await upload(idx);
  expect(await api.approve(code, (p) => p.playerId === me.id)).toBe(3);
  const bingo = maya.page.getByRole('button', { name: 'BINGO!' });
  const calls = host.getByRole('region', { name: 'Open BINGO! calls' });

  await test.step("the call waits in the control room, with its line's photos, after a reload too", async () => {
    await expect(bingo).toBeEnabled();
    await bingo.click();
    await expect(maya.page.getByRole('dialog', { name: 'BINGO!' })).toContainText(
      'Waiting for Ada to confirm…',
    );
    await host.goto(`/room/${code}`);
    const call = calls.getByRole('article', { name: /Maya called BINGO!/ });
    await expect(call.getByRole('list', { name: 'The called line' }).getByRole('img')).toHaveCount(3);
    await expect(call.getByRole('button', { name: 'Award' })).toBeVisible();
    await expectNoSeriousA11yViolations(host);
    await host.reload();
    await expect(call).toContainText('(first to complete)');
  });

  await test.step('a photo of the line rejected after the call flags it at once; Award goes', async () => {
    const cell = (await client.getBoard(code, me.deviceToken)).cells.find((c) => c.idx === 0);
    const image = cell?.image ?? '';
    const rejected = await client.review(
      hostCredential(request, email),
      code,
      { playerId: me.id, idx: 0, image },
      'reject',
      'Blurry',
    );
    expect(rejected.status).toBe(200);
    const call = calls.getByRole('article', { name: /Maya called BINGO!/ });
    await expect(call.getByRole('status')).toContainText('This line changed after the call');
    await expect(call.getByRole('button', { name: 'Award' })).toHaveCount(0);
    await expect(call.getByRole('list', { name: 'The called line' }).getByRole('img')).toHaveCount(2);
  });

  await test.step('"Not valid — keep playing" with a reason reaches the caller, who reads it after a reload', async () => {
    const call = calls.getByRole('article', { name: /Maya called BINGO!/ });
    await call.getByRole('button', { name: 'Not valid — keep playing' }).click();
    await call.getByLabel(/Why it is not valid/).fill('The cake photo was rejected');
    await call.getByRole('button', { name: 'Not valid — keep playing' }).click();
    await expect(calls).toHaveCount(0);
    const verdict = maya.page.getByRole('dialog', { name: 'Not valid — keep playing' });
    await expect(verdict).toContainText('Ada says: The cake photo was rejected');
    await expectNoSeriousA11yViolations(maya.page);
    await maya.page.goto(`/game-board/${code}`);
    const status = maya.page.getByTestId('bingo-call-status');
    await expect(status).toContainText('Not valid — keep playing');
    await expect(status).toContainText('Ada says: The cake photo was rejected');
    await expectNoSeriousA11yViolations(maya.page);
  });

  await test.step('the line made whole again: a new call, awarded from the control room', async () => {
    await upload(0);
    expect(await api.approve(code, (p) => p.playerId === me.id)).toBe(1);
    await expect(bingo).toBeEnabled();
    await bingo.click();
    await expect(maya.page.getByRole('dialog', { name: 'BINGO!' })).toContainText(
      'Waiting for Ada to confirm…',
    );
    const call = calls.getByRole('article', { name: /Maya called BINGO!/ });
    await call.getByRole('button', { name: 'Award' }).click();
    await expect(maya.page.getByRole('dialog', { name: 'You won!' })).toBeVisible();
    await expect(vic.page.getByRole('heading', { name: 'Winner: Maya' })).toBeVisible();
    await expect(calls).toHaveCount(0);
  });

  for (const context of [hostContext, maya.context, vic.context]) await context.close();
});

/**
 * A prize before the last: every other phone reads who won it and what the next prize needs; the winner's card
 * shows its prize and invites no more claims.
 */
test('each prize gets a line on every phone, and the winner’s card stops inviting claims', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail();
  await apiClient(request).registerHost(email);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({
    winMode: 'prizes',
    prizes: [
      { name: 'Bottle of bubbly', condition: 'line' },
      { name: 'Golden selfie stick', condition: 'two-lines' },
    ],
    timeLimitMinutes: 30,
  });
  const alex = await joinAs(browser, code, 'Alex', PHONE);
  const bo = await joinAs(browser, code, 'Bo', PHONE);
  await api.start(code);
  await expectOnBoard(alex.page, code);
  await expectOnBoard(bo.page, code);
  const winner = await phonePlayer(request, alex.page, code);
  for (const idx of TOP_ROW)
    await apiClient(request).uploadPhoto(code, winner.deviceToken, idx, (await photo()).buffer);
  const called = await request.post(`/api/game/${code}/bingo`, {
    headers: { 'x-device-token': winner.deviceToken },
  });
  expect(called.status()).toBe(200);
  const awarded = await request.post(`/api/game/${code}/prize`, {
    headers: await hostHeaders(request, email),
    data: { playerId: winner.id },
  });
  expect(awarded.status()).toBe(200);

  await expect(
    bo.page.getByText('Alex wins the Bottle of bubbly! Next up: two lines for the Golden selfie stick'),
  ).toBeVisible();
  const bar = alex.page.getByTestId('bingo-bar');
  await expect(bar).toContainText('You won the Bottle of bubbly!');
  await expect(bar).toContainText('Your prize is won: the next prizes are for the others.');
  await expect(alex.page.getByRole('button', { name: 'BINGO!' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(alex.page);
  await expect(bo.page.getByRole('button', { name: 'BINGO!' })).toBeDisabled();

  for (const context of [alex.context, bo.context]) await context.close();
});
