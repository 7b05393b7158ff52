import { TOP_ROW } from '@picture-bingo/testkit';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { TMembership } from '@picture-bingo/shared';
import { deviceTokenOf, expectOnBoard, hostWithGame, joinAs, photo } from './players';
import { apiClient, expectNoSeriousA11yViolations, hostCredential, hostHeaders, PHONE } from './support';

/**
 * A prize awarded while the game runs whose winning line a reviewer then breaks: the reviewer is told at once,
 * the control room asks whoever runs the game to keep or withdraw the prize (and still does after a reload), and
 * withdrawing it tells the winner's phone and takes the win off their card, while the other phones simply list
 * the prizes anew.
 */

const PRIZES = [
  { name: 'Bottle of bubbly', condition: 'line' },
  { name: 'Golden selfie stick', condition: 'two-lines' },
  { name: 'Grand hamper', condition: 'full' },
] as const;

async function playerIdOf(request: APIRequestContext, code: string, deviceToken: string) {
  const res = await request.get(`/api/game/${code}/me`, { headers: { 'x-device-token': deviceToken } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as TMembership).player.id;
}

test('a rejected photo breaks an awarded prize’s line: the reviewer is told, the host withdraws it, the winner’s phone hears it', async ({
  browser,
  request,
}) => {
  const {
    context: hostContext,
    page: host,
    email,
    api,
    code,
  } = await hostWithGame(browser, request, {
    photoReview: true,
    timeLimitMinutes: 60,
    winMode: 'prizes',
    prizes: PRIZES.map((p) => ({ ...p })),
  });
  const maya = await joinAs(browser, code, 'Maya', PHONE);
  const ben = await joinAs(browser, code, 'Ben', PHONE);
  await api.start(code);
  await expectOnBoard(maya.page, code);
  await expectOnBoard(ben.page, code);

  const mayaToken = await deviceTokenOf(maya.page);
  const mayaId = await playerIdOf(request, code, mayaToken);
  for (const idx of TOP_ROW) {
    const { buffer } = await photo();
    await apiClient(request).uploadPhoto(code, mayaToken, idx, buffer);
  }

  await test.step('the host approves the line on the review page; Maya calls BINGO! and wins the first prize', async () => {
    await host.goto(`/host/${code}/review`);
    await host.getByRole('button', { name: 'Approve all (3)' }).click();
    await expect(host.getByRole('heading', { name: 'Recently approved' })).toBeVisible();
    await expect(host.getByRole('button', { name: /^Reject Maya's photo for / })).toHaveCount(3);
    const called = await request.post(`/api/game/${code}/bingo`, {
      headers: { 'x-device-token': mayaToken },
    });
    expect(called.status()).toBe(200);
    const awarded = await request.post(`/api/game/${code}/prize`, {
      headers: await hostHeaders(request, email),
      data: { playerId: mayaId },
    });
    expect(awarded.status()).toBe(200);
    await expect(maya.page.getByText('You won the Bottle of bubbly!').first()).toBeVisible();
  });

  await test.step('rejecting a photo of that line tells the reviewer at once, with the way to the control room', async () => {
    await host
      .getByRole('button', { name: /^Reject Maya's photo for / })
      .first()
      .click();
    const notice = host.getByTestId('prize-line-notice');
    await expect(notice).toContainText(
      'Maya won Bottle of bubbly with this line: their card no longer meets it.',
    );
    await expectNoSeriousA11yViolations(host);
    await notice.getByRole('link', { name: 'Decide in the control room' }).click();
    await expect(host).toHaveURL(new RegExp(`/room/${code}$`));
  });

  const panel = host.getByTestId('prize-line-panel');
  const sentence = "Maya's card no longer has a line for Bottle of bubbly: a photo in the line was rejected.";
  await test.step('the control room asks whoever runs the game, and still does after a reload', async () => {
    await expect(panel).toContainText(sentence);
    await host.reload();
    await expect(panel).toContainText(sentence);
    await expect(panel.getByRole('button', { name: 'Keep the prize' })).toBeVisible();
    await expectNoSeriousA11yViolations(host);
  });

  await test.step('withdrawn: the winner’s phone is told and shows no win; the others list the prizes anew', async () => {
    await panel.getByRole('button', { name: 'Withdraw the prize' }).click();
    await expect(panel).toBeHidden();
    const told =
      'Your Bottle of bubbly was withdrawn: a photo in your winning line was rejected. Keep playing!';
    await expect(maya.page.getByText(told).first()).toBeVisible();
    await expect(maya.page.getByText('You won the Bottle of bubbly!')).toHaveCount(0);
    await expect(maya.page.getByTestId('bingo-call-status')).toContainText(told);
    await expectNoSeriousA11yViolations(maya.page);
    await expect(ben.page.getByText(told)).toHaveCount(0);
    const game = await apiClient(request).getHostGame(hostCredential(request, email), code);
    expect(game.prizeAwards?.map((p) => p.winner?.name ?? null)).toEqual([null, null, null]);
  });

  await maya.context.close();
  await ben.context.close();
  await hostContext.close();
});
