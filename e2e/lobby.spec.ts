import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import {
  createPaidGame,
  EVENT_TITLE,
  expectNoSeriousA11yViolations,
  registerHost,
  WELCOME_MESSAGE,
} from './support';

const WELCOME = WELCOME_MESSAGE;

async function newPlayer(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** On the player name step: picks `name` and arrives in the lobby. */
async function chooseName(page: Page, code: string, name: string) {
  await expect(page).toHaveURL(new RegExp(`/room/${code}/player-name$`));
  await expect(page.getByRole('heading', { name: EVENT_TITLE })).toBeVisible();
  const field = page.getByLabel('Player Name');
  // The spec's placeholder, and an empty field's Next says why it waits (a name this phone used before may be
  // there already).
  await expect(field).toHaveAttribute('placeholder', /^Player\d+$/);
  await field.fill('');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
    'Type your name to go on.',
  );
  await field.fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/room/${code}$`));
  await expect(page.getByText('Waiting for the host to start…')).toBeVisible();
}

const lobbyNames = (page: Page) => page.getByRole('region', { name: 'Players' }).getByRole('listitem');
const queueRows = (page: Page) =>
  page.getByRole('region', { name: /^Players \(\d+\)$/ }).getByRole('listitem');

test('players join by code, link and QR image; the host removes one and starts the game', async ({
  browser,
  request,
  baseURL,
}) => {
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const code = await createPaidGame(request, email);
  const [ann, bob, cat] = [await newPlayer(browser), await newPlayer(browser), await newPlayer(browser)];

  await test.step('the host opens the players queue', async () => {
    await host.goto(`/host/${code}/players-queue`);
    await expect(host.getByRole('heading', { name: 'Players Queue', level: 1 })).toBeVisible();
    await expect(host.getByRole('heading', { name: 'Players (0)' })).toBeVisible();
    await expect(host.getByRole('button', { name: 'Start Game' })).toBeDisabled();
  });

  await test.step('player 1 types the code on /login', async () => {
    const page = ann.page;
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Join a Game' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const field = page.getByLabel('Room Code');
    await field.fill('zz9zz9');
    await expect(field).toHaveValue('ZZ9ZZ9');
    await page.getByRole('button', { name: 'Join Game' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid room code. Please try again.');
    await field.fill(` ${code.toLowerCase()} `);
    await page.getByRole('button', { name: 'Join Game' }).click();
    await expect(page.getByLabel('Player Name')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await chooseName(page, code, 'Ann');
    await expect(page.getByText(WELCOME)).toBeVisible();
    await expect(lobbyNames(page)).toHaveText(['Ann (you)']);
    await expectNoSeriousA11yViolations(page);
    await expect(host.getByRole('heading', { name: 'Players (1)' })).toBeVisible();
  });

  await test.step('player 2 opens the join link', async () => {
    await bob.page.goto('/join');
    await expect(bob.page.getByRole('heading', { name: 'Join a Game', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(bob.page);
    await bob.page.goto(`/join/${code.toLowerCase()}`);
    await chooseName(bob.page, code, 'Bob');
    await expect(lobbyNames(bob.page)).toHaveText(['Ann', 'Bob (you)']);
    await expect(lobbyNames(ann.page)).toHaveText(['Ann (you)', 'Bob']);
  });

  await test.step('player 3 scans a QR image of the join link', async () => {
    await cat.page.goto('/join');
    const png = await QRCode.toBuffer(`${baseURL}/join/${code}`, { type: 'png', width: 300 });
    await cat.page
      .getByLabel('Scan a QR code image')
      .setInputFiles({ name: 'join.png', mimeType: 'image/png', buffer: png });
    await expect(cat.page).toHaveURL(new RegExp(`/room/${code}/player-name$`));
    // Names are unique in a game, whatever their case.
    await cat.page.getByLabel('Player Name').fill('ann');
    await cat.page.getByRole('button', { name: 'Next' }).click();
    await expect(cat.page.getByRole('alert')).toHaveText('That name is taken in this game. Try another.');
    await chooseName(cat.page, code, 'Cat');
    await expect(lobbyNames(ann.page)).toHaveText(['Ann (you)', 'Bob', 'Cat']);
  });

  await test.step('the host queue is live', async () => {
    await expect(host.getByRole('heading', { name: 'Players (3)' })).toBeVisible();
    await expect(queueRows(host)).toHaveCount(3);
    await expect(queueRows(host).first()).toContainText('Ann');
    await expect(queueRows(host).first()).toContainText(/Joined .+/);
    await expectNoSeriousA11yViolations(host);
  });

  await test.step('a dropped connection and a reload bring players back without duplicates', async () => {
    await bob.context.setOffline(true);
    await expect(bob.page.getByText('Reconnecting…')).toBeVisible();
    await bob.context.setOffline(false);
    await expect(bob.page.getByText('Reconnecting…')).toBeHidden();
    await expect(lobbyNames(bob.page)).toHaveText(['Ann', 'Bob (you)', 'Cat']);
    await ann.page.reload();
    await expect(lobbyNames(ann.page)).toHaveText(['Ann (you)', 'Bob', 'Cat']);
    await expect(host.getByRole('heading', { name: 'Players (3)' })).toBeVisible();
    await expect(queueRows(host)).toHaveCount(3);
  });

  await test.step('the host removes a player', async () => {
    await host.getByRole('button', { name: 'Remove Cat' }).click();
    const dialog = host.getByRole('dialog', { name: 'Remove Cat?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(host.getByRole('heading', { name: 'Players (2)' })).toBeVisible();
    await expect(queueRows(host)).toHaveText([/Ann/, /Bob/]);
    await expect(cat.page.getByText('You were removed from this game')).toBeVisible();
    await expect(lobbyNames(ann.page)).toHaveText(['Ann (you)', 'Bob']);
    await cat.page.reload();
    await expect(cat.page.getByText('You were removed from this game')).toBeVisible();
  });

  await test.step('starting the game moves every remaining player to their card', async () => {
    // The same filled primary Start Game as the control room's.
    await expect(host.getByRole('button', { name: 'Start Game' })).toHaveClass(/bg-violet/);
    await host.getByRole('button', { name: 'Start Game' }).click();
    await expect(host).toHaveURL(new RegExp(`/host/${code}/room-details$`));
    for (const { page } of [ann, bob]) {
      await expect(page).toHaveURL(new RegExp(`/game-board/${code}$`));
      await expect(page.getByRole('heading', { name: 'Game Board', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: EVENT_TITLE })).toBeVisible();
      await expect(page.getByText(/^Player ID: /)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Your bingo card' }).getByRole('listitem')).toHaveCount(9);
      await expect(page.getByRole('button', { name: 'BINGO!' })).toBeDisabled();
    }
    await expectNoSeriousA11yViolations(ann.page);
    const before = await ann.page.getByText(/^Player ID: /).textContent();
    await ann.page.reload();
    await expect(ann.page.getByText(/^Player ID: /)).toHaveText(before ?? '');
    await expect(cat.page.getByText('You were removed from this game')).toBeVisible();
  });

  for (const context of [hostContext, ann.context, bob.context, cat.context]) await context.close();
});
