import { GAME_NOT_OPEN, ZGame } from '@picture-bingo/shared';
import { expect, test } from '@playwright/test';
import { ownServer } from './own-server';
import {
  completeSetup,
  expectNoSeriousA11yViolations,
  hostHeaders,
  registerHost,
  saveScreenshot,
} from './support';

/**
 * A deployment where games are free (PAYMENT_PROVIDER=free): its own server next to the suite's, started from the
 * same build with a PUBLIC_URL, as an operator would run it.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
ownServer(PORT, {
  PUBLIC_URL: `http://localhost:${PORT}`,
  PAYMENT_PROVIDER: 'free',
  // No mail server here: account mail is written to the log, by choice.
  MAIL_TRANSPORT: 'log',
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('where games are free, the pricing step says so and opens the room at once', async ({
  page,
  request,
}) => {
  // This server sends no mail (no SMTP_URL) and a free game needs no verified address (decision 010).
  const email = await registerHost(page, { verify: false });
  const created = await request.post('/api/game', {
    headers: await hostHeaders(request, email),
    data: { ...completeSetup, eventTitle: 'Street Party' },
  });
  expect(created.status()).toBe(201);
  const { gameCode: code } = ZGame.parse(await created.json());
  // A draft is not a room players can join yet: the code lookup says so (409), with nothing else about the game.
  const draft = await request.get(`/api/game/${code}`);
  expect(draft.status()).toBe(409);
  expect(await draft.json()).toMatchObject({ message: GAME_NOT_OPEN });

  await page.goto(`/host/${code}/pricing`);
  await expect(page.getByRole('heading', { name: 'Street Party' })).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByText('No charge on this server')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, { path: test.info().outputPath('free-pricing-390.png'), fullPage: true });

  await page.getByRole('button', { name: 'Open the Room' }).click();
  await expect(page).toHaveURL(`/host/${code}/room-details`);
  // Live: the code now finds the game, and no payment was ever made.
  expect((await request.get(`/api/game/${code}`)).status()).toBe(200);
  const payments = await request.get('/api/payment/customer/me/game-count', {
    headers: await hostHeaders(request, email),
  });
  expect(await payments.json()).toMatchObject({ bought: 0 });
});
