import { expect, test, type Page } from '@playwright/test';
import { photo } from './players';
import {
  apiClient,
  completeSetup,
  EVENT_TITLE,
  expectNoSeriousA11yViolations,
  hostCredential,
  PASSWORD,
  registerHost,
  PHONE,
  saveScreenshot,
} from './support';

const shots = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/pw-delete-screens';
const shot = (page: Page, name: string) =>
  saveScreenshot(page, { path: `${shots}/${name}.png`, fullPage: true });

test('a host deletes a completed game from Past Games and a draft from its room details', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext(PHONE);
  const host = await context.newPage();
  const email = await registerHost(host, { open: null });
  const api = apiClient(request);
  const token = hostCredential(request, email);

  // A game played to the end through the API: one player, one photo, a winner.
  const game = await api.createPaidGame(token, completeSetup);
  const code = game.gameCode;
  const pia = await api.joinAs(code, 'Pia');
  await api.start(token, code);
  const cell = await api.uploadPhoto(code, pia.token, 0, (await photo()).buffer);
  expect((await request.get(cell.image ?? '')).status()).toBe(200);
  await api.call('POST', `/api/game/${code}/end`, { token, status: 200 });
  await api.call('POST', `/api/game/${code}/winner`, { token, json: { playerId: pia.id }, status: 200 });

  await test.step('Past Games says until when the photos are kept and offers Delete', async () => {
    await host.goto('/past-games');
    const row = host.getByRole('listitem').filter({ hasText: code });
    await expect(row.getByText(/^Photos kept until /)).toBeVisible();
    await shot(host, 'past-games');
    await row.getByRole('button', { name: `Delete game ${EVENT_TITLE}` }).click();
  });

  await test.step('the confirmation dialog deletes the game, its players and photos', async () => {
    const dialog = host.getByRole('dialog', { name: 'Delete this game?' });
    await expect(dialog).toContainText('players, cards and photos are deleted for good');
    await expectNoSeriousA11yViolations(host);
    await shot(host, 'delete-game-dialog');
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await host.getByRole('button', { name: `Delete game ${EVENT_TITLE}` }).click();
    await dialog.getByRole('button', { name: 'Delete game' }).click();
    await expect(dialog).toBeHidden();
    await expect(host.getByText('No past games found')).toBeVisible();
    await expect(host.getByText(`Deleted “${EVENT_TITLE}”`)).toBeVisible();
    expect((await request.get(cell.image ?? '')).status()).toBe(404);
    const answer = await api.raw('GET', `/api/game/${code}/host`, { token });
    expect(answer.status).toBe(404);
  });

  await test.step('a draft is deleted from its room details', async () => {
    const draft = await api.createGame(token, { eventTitle: 'Draft to delete' });
    await host.goto(`/host/${draft.gameCode}/room-details`);
    await host.getByRole('button', { name: 'Delete game Draft to delete' }).click();
    await host.getByRole('dialog').getByRole('button', { name: 'Delete game' }).click();
    await expect(host).toHaveURL(/\/active-games$/);
    await expect(host.getByText('Draft to delete')).toHaveCount(0);
  });

  await test.step('a running game has no Delete; its room details neither', async () => {
    const live = await api.createPaidGame(token, { ...completeSetup, eventTitle: 'Still running' });
    await host.goto('/active-games');
    await expect(host.getByRole('listitem').filter({ hasText: live.gameCode })).toBeVisible();
    await expect(host.getByRole('button', { name: /^Delete game Still running/ })).toHaveCount(0);
  });
  await context.close();
});

test('a host deletes their account from /profile; the e-mail can register again', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const email = await registerHost(page, { open: null });
  const game = await apiClient(request).createPaidGame(hostCredential(request, email), completeSetup);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await test.step('a wrong password is refused and changes nothing', async () => {
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByText('Wrong password. Your account was not deleted.')).toBeVisible();
    await shot(page, 'delete-account-wrong-password');
    await expect(page).toHaveURL(/\/profile$/);
  });

  await test.step('the right password deletes the account and signs out', async () => {
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account was deleted')).toBeVisible();
    await shot(page, 'account-deleted');
    // The old password no longer signs in; the game is gone.
    const login = await apiClient(request).raw('POST', '/api/auth/login', {
      json: { email, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    const summary = await apiClient(request).raw('GET', `/api/game/${game.gameCode}`);
    expect(summary.status).toBe(404);
  });

  await test.step('the same e-mail registers again', async () => {
    await registerHost(page, { email });
    await page.goto('/profile');
    await expect(page.getByText(email)).toBeVisible();
  });
  await context.close();
});

test('the privacy page, from the join screen and the footer', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/join');
  await page.getByRole('main').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
  await expect(page.getByText(/deleted automatically 90 days after the game ended/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who sees the photos' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'privacy');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
  await context.close();
});
