import { expect, test, type Page } from '@playwright/test';
import {
  apiClient,
  completeSetup,
  createPaidGame,
  EVENT_TITLE,
  PHONE,
  registerHost,
  saveScreenshot,
} from './support';

const queueHeading = (page: Page, count: number) => page.getByRole('heading', { name: `Players (${count})` });
const guard = (page: Page) => page.getByRole('region', { name: 'Joining' });

test('the host locks the room: a new phone is told so; unlocked, it joins', async ({ browser, request }) => {
  const host = await (await browser.newContext()).newPage();
  const email = await registerHost(host, { open: null });
  const code = await createPaidGame(request, email);
  await host.goto(`/host/${code}/players-queue`);
  await expect(queueHeading(host, 0)).toBeVisible();

  await test.step('the host locks the room in one tap', async () => {
    await guard(host).getByRole('button', { name: 'Lock the room' }).click();
    await expect(guard(host).getByRole('status')).toHaveText(/The room is locked/);
    await expect(guard(host).getByRole('button', { name: 'Unlock the room' })).toBeVisible();
  });

  const phoneContext = await browser.newContext(PHONE);
  const phone = await phoneContext.newPage();
  await test.step('a new phone opens the join link and is told the room is locked', async () => {
    await phone.goto(`/join/${code}`);
    await expect(phone.getByText('This room is locked by the host')).toBeVisible();
    await expect(phone.getByText('Ask the host to unlock it, then try again.')).toBeVisible();
    await expect(phone.getByLabel('Player Name')).toHaveCount(0);
    await saveScreenshot(phone, { path: test.info().outputPath('locked-room-phone.png') });
  });

  await test.step('the host unlocks; the phone tries again and joins', async () => {
    await guard(host).getByRole('button', { name: 'Unlock the room' }).click();
    await expect(guard(host).getByRole('status')).toHaveText(/The room is open/);
    await phone.reload();
    await expect(phone.getByRole('heading', { name: EVENT_TITLE })).toBeVisible();
    await phone.getByLabel('Player Name').fill('Pia');
    await phone.getByRole('button', { name: 'Next' }).click();
    await expect(phone.getByText('Waiting for the host to start…')).toBeVisible();
    await expect(queueHeading(host, 1)).toBeVisible();
  });
  await phoneContext.close();
});

test('the host clears a flood of 20 joins in one action, and undoes it', async ({ browser, request }) => {
  const host = await (await browser.newContext()).newPage();
  const email = await registerHost(host, { open: null });
  const code = await createPaidGame(request, email, { ...completeSetup, maxPlayer: 50 });
  await host.goto(`/host/${code}/players-queue`);
  await expect(queueHeading(host, 0)).toBeVisible();

  await apiClient(request).joinPlayers(code, 20, 4, 'Flood');
  await expect(queueHeading(host, 20)).toBeVisible();

  await guard(host).getByRole('button', { name: 'Remove recent joins' }).click();
  const dialog = host.getByRole('dialog', { name: 'Remove recent joins?' });
  await dialog.getByLabel('Joined in the last').selectOption('10');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(guard(host).getByText('Removed 20 players.')).toBeVisible();
  await expect(queueHeading(host, 0)).toBeVisible();
  await saveScreenshot(host, { path: test.info().outputPath('cleared-flood.png'), fullPage: true });

  await guard(host).getByRole('button', { name: 'Undo' }).click();
  await expect(queueHeading(host, 20)).toBeVisible();
  await expect(guard(host).getByText('Removed 20 players.')).toHaveCount(0);
});
