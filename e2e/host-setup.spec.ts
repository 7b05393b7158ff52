import { expect, test, type Page } from '@playwright/test';
import { GAME_NOT_OPEN } from '@picture-bingo/shared';
import { decodeQr, expectNoSeriousA11yViolations, registerHost } from './support';

const HOSTILE = '<img src=x onerror=alert(1)>';
const TITLE = `${HOSTILE} Summer Picnic`;
const LABELS = [
  'Red door',
  'Blue car',
  'Dog on a leash',
  'Ice cream',
  'Kite',
  'Bench',
  'Fountain',
  'Bicycle',
  'Sunglasses',
  'Street sign',
  'Flower pot',
  'Umbrella',
];
// Blue car is removed again: 11 labels, and a 4x4 card needs 15.
const KEPT = LABELS.filter((label) => label !== 'Blue car');

/** Fails the test if any script-made dialog opens (hostile text must never run). */
function forbidDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
}

async function createRoom(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Create Room' }).click();
  await expect(page).toHaveURL(/\/room\/[A-Z0-9]{6}\/player-name$/);
  const code = /\/room\/([A-Z0-9]{6})\//.exec(page.url())?.[1];
  if (!code) throw new Error(`No room code in ${page.url()}`);
  return code;
}

const chipTexts = (page: Page) =>
  page.getByRole('list', { name: 'Added labels' }).getByRole('listitem').allTextContents();

const cardCells = (page: Page) =>
  page.getByRole('list', { name: 'Bingo card, 4 by 4' }).getByRole('listitem');

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('host game setup', () => {
  test('a host sets up a game from Create Room to payment, finds it again and shares its room', async ({
    page,
    context,
  }) => {
    forbidDialogs(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerHost(page);
    const code = await createRoom(page);

    await test.step('player name', async () => {
      await expect(page.getByRole('heading', { name: 'Player Name', level: 1 })).toBeVisible();
      const name = page.getByLabel('Player Name');
      await expect(name).toHaveAttribute('placeholder', /^Player\d+$/);
      const next = page.getByRole('button', { name: 'Next' });
      await expect(next).toBeDisabled();
      await name.fill('   ');
      await expect(next).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await name.fill('  Alice  ');
      await next.click();
      await expect(page).toHaveURL(`/host/${code}/event-setup`);
      expect(await page.evaluate(() => localStorage.getItem('playerName'))).toBe('Alice');
    });

    await test.step('event setup, saved as the host types and restored on reload', async () => {
      await expect(page.getByRole('heading', { name: 'Event Setup', level: 1 })).toBeVisible();
      await expect(page.getByText('These event details will be shown to players')).toBeVisible();
      const next = page.getByRole('button', { name: 'Next' });
      const preview = page.getByRole('button', { name: 'Preview Board' });
      await expect(next).toBeDisabled();
      await expect(preview).toBeDisabled();
      await expect(page.getByRole('button', { name: '3x3' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByLabel('Event Date')).toHaveAttribute('type', 'date');
      // A new game starts with Free Space "FREE" (emptied here to see the step wait for it).
      await expect(page.getByLabel('Free Space')).toHaveValue('FREE');
      await page.getByLabel('Free Space').fill('');
      await expect(page.getByLabel('Welcome Message')).toHaveAttribute('rows', '3');

      await page.getByLabel('Event Title').fill(TITLE);
      await page.getByLabel('Event Date').fill('2030-06-15');
      await page.getByLabel('Welcome Message').fill('Welcome!\nSnap everything on your card.');
      await page.getByRole('button', { name: '4x4' }).click();
      await expect(page.getByRole('button', { name: '4x4' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: '3x3' })).toHaveAttribute('aria-pressed', 'false');

      const labels = page.getByLabel('Board Labels');
      for (const label of LABELS) {
        await labels.fill(`  ${label} `);
        await labels.press('Enter');
      }
      await labels.press('Enter');
      await labels.fill('red DOOR');
      await labels.press('Enter');
      await expect(page.getByText('"red DOOR" is already on the board')).toBeVisible();
      await labels.fill('');
      await page.getByRole('button', { name: 'Remove Blue car' }).click();
      expect(await chipTexts(page)).toEqual(KEPT);
      await expect(page.getByText('11 labels. A 4x4 card needs 15: 4 more needed.')).toBeVisible();
      // Free space is still empty: the step cannot be left yet.
      await expect(next).toBeDisabled();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.reload();
      await expect(page.getByLabel('Event Title')).toHaveValue(TITLE);
      await expect(page.getByLabel('Event Date')).toHaveValue('2030-06-15');
      await expect(page.getByLabel('Welcome Message')).toHaveValue('Welcome!\nSnap everything on your card.');
      await expect(page.getByRole('button', { name: '4x4' })).toHaveAttribute('aria-pressed', 'true');
      expect(await chipTexts(page)).toEqual(KEPT);

      // Typed and left at once: the pending save is flushed before moving on.
      await page.getByLabel('Free Space').fill('FREE');
      await expect(preview).toBeEnabled();
      await next.click();
      await expect(page).toHaveURL(`/host/${code}/board-config`);
    });

    await test.step('board configuration', async () => {
      await expect(page.getByRole('heading', { name: 'Board Configuration', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await expect(page.getByText('Hi Alice! Here is your bingo card')).toBeVisible();
      await expect(page.getByText('Every player gets their own shuffle')).toBeVisible();

      const cells = cardCells(page);
      await expect(cells).toHaveCount(16);
      await expect(cells.nth(8)).toHaveAttribute('data-free-space', 'true');
      await expect(cells.nth(8)).toContainText('FREE');
      expect(await cells.allTextContents()).toEqual(
        expect.arrayContaining(['Cell 13', 'Cell 14', 'Cell 15', 'Cell 16']),
      );
      const before = await cells.allTextContents();
      expect(before.filter((text) => KEPT.includes(text)).sort()).toEqual([...KEPT].sort());

      await page.getByRole('button', { name: 'Shuffle card' }).click();
      await expect.poll(() => cells.allTextContents()).not.toEqual(before);
      await expect(cells.nth(8)).toContainText('FREE');
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Edit', exact: true }).click();
      await expect(page).toHaveURL(`/host/${code}/event-setup`);
      await expect(page.getByLabel('Free Space')).toHaveValue('FREE');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(`/host/${code}/game-rules`);
    });

    await test.step('game rules: skeletons while loading, settings that persist', async () => {
      // Hold the game's answer to see the loading state.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        `**/api/game/${code}/host`,
        async (route) => {
          await held;
          await route.continue();
        },
        { times: 1 },
      );
      await page.reload();
      await expect(page.locator('[data-skeleton]')).toHaveCount(3);
      await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
      release();

      await expect(page.getByRole('heading', { name: 'Game Rules', level: 1 })).toBeVisible();
      await expect(
        page.getByText('Players upload one image at a time into any available grid slot'),
      ).toBeVisible();
      await expect(page.getByText('The first player to complete the grid wins')).toBeVisible();
      await expect(
        page.getByText(
          'The grid must be completed within a time limit, otherwise the player with the most images wins',
        ),
      ).toBeVisible();
      await expect(page.getByRole('radio', { name: /Full card/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: /Accept automatically/ })).toBeChecked();
      await expect(page.getByLabel('Time limit (minutes)')).toHaveValue('30');
      await expect(page.getByLabel('Maximum players')).toHaveValue('50');

      await page.getByRole('radio', { name: /Single line/ }).check();
      await page.getByRole('radio', { name: /Host approves each photo/ }).check();
      await page.getByLabel('Time limit (minutes)').fill('45');
      await page.getByLabel('Maximum players').fill('0');
      await expect(page.getByText('Maximum players must be at least 1')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
      await page.getByLabel('Maximum players').fill('120');
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await expect(page.getByText('Add 4 more board labels (a 4x4 card needs 15).')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Event Setup' })).toHaveAttribute(
        'href',
        `/host/${code}/event-setup`,
      );
      await expectNoSeriousA11yViolations(page);

      await page.reload();
      await expect(page.getByRole('radio', { name: /Single line/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: /Host approves each photo/ })).toBeChecked();
      await expect(page.getByLabel('Time limit (minutes)')).toHaveValue('45');
      await expect(page.getByLabel('Maximum players')).toHaveValue('120');

      await page.getByRole('checkbox', { name: 'No time limit' }).check();
      await expect(page.getByLabel('Time limit (minutes)')).toBeDisabled();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'No time limit' })).toBeChecked();

      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expect(page).toHaveURL(`/host/${code}/pricing`);
    });

    await test.step('Active Games lists the draft', async () => {
      await page.goto('/active-games');
      await expect(page.getByRole('heading', { name: 'Active Games', level: 1 })).toBeVisible();
      const row = page.getByRole('listitem').filter({ hasText: code });
      await expect(row.getByRole('link', { name: TITLE })).toBeVisible();
      await expect(row.getByText('120 players max')).toBeVisible();
      await expect(row.getByText('Draft')).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      const copy = row.getByRole('button', { name: `Copy room code ${code}` });
      await copy.click();
      await expect(row.getByRole('button', { name: `Copy room code ${code} (copied)` })).toBeVisible();
      expect(await readClipboard(page)).toBe(code);
      // The check mark goes after two seconds.
      await expect(copy).toBeVisible({ timeout: 4000 });
      await expect(page).toHaveURL(/\/active-games$/);

      await row.getByRole('link', { name: TITLE }).click();
      await expect(page).toHaveURL(`/room/${code}`);
    });

    await test.step('room page: copy the code, show the QR, copy the link', async () => {
      const join = new URL(`/join/${code}`, page.url()).href;
      await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
      await expect(page.getByTestId('room-code')).toHaveText(code);
      await expect(page.getByRole('link', { name: 'Continue setup' })).toHaveAttribute(
        'href',
        `/host/${code}/event-setup`,
      );
      await expect(page.getByRole('link', { name: 'View Players Queue' })).toHaveAttribute(
        'href',
        `/host/${code}/players-queue`,
      );

      await page.getByRole('button', { name: 'Copy room code', exact: true }).click();
      await expect(page.getByText('Room code copied!')).toBeVisible();
      expect(await readClipboard(page)).toBe(code);

      const shareQr = page.getByRole('button', { name: 'Share QR Code' });
      await shareQr.click();
      await expect(shareQr).toHaveAttribute('aria-expanded', 'true');
      const qr = page.getByRole('img', { name: `QR code for joining the game: ${join}` });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(200);
      expect(await decodeQr(qr)).toBe(join);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Share URL' }).click();
      await expect(page.getByText('Room URL copied!')).toBeVisible();
      expect(await readClipboard(page)).toBe(join);

      await shareQr.click();
      await expect(qr).toBeHidden();
    });

    await test.step('room details and the games tabs', async () => {
      await page.goto(`/host/${code}/room-details`);
      await expect(page.getByRole('heading', { name: 'Room Details', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
      await expect(page.getByText('Not paid')).toBeVisible();
      await expect(page.getByText('0 of 120')).toBeVisible();
      for (const [name, href] of [
        ['Players Queue', `/host/${code}/players-queue`],
        ['Gallery', `/gallery/${code}`],
        ['Progress', `/progress/${code}`],
        ['Big Screen', `/room/${code}/screen`],
      ]) {
        await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await expectNoSeriousA11yViolations(page);

      await page.goto('/games');
      const activeTab = page.getByRole('tab', { name: 'Active' });
      await expect(page.getByRole('tablist')).toBeVisible();
      await expect(activeTab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('link', { name: TITLE })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('tab', { name: 'Past' }).click();
      await expect(page.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText('No past games found');

      await page.goto('/past-games');
      await expect(page.getByRole('heading', { name: 'Past Games', level: 1 })).toBeVisible();
      await expect(page.getByText('No past games found')).toBeVisible();
    });
  });

  test('server validation messages are shown, and Create Room reports a failure', async ({ page }) => {
    await registerHost(page);
    const code = await createRoom(page);
    await page.goto(`/host/${code}/event-setup`);
    await page.getByLabel('Event Date').fill('1999-12-31');
    await expect(page.getByRole('alert')).toContainText('Event Date must be between 2000 and 2100');
    await page.getByLabel('Event Date').fill('2031-01-02');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.route('**/api/game', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.goto('/host');
    await page.getByRole('button', { name: 'Create Room' }).click();
    await expect(page.getByText('Failed to create game')).toBeVisible();
    await expect(page).toHaveURL(/\/host$/);
  });

  test("a second host cannot open the first host's game", async ({ page, browser }) => {
    await registerHost(page);
    const code = await createRoom(page);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await registerHost(otherPage, { open: null });
    // /room/{code} is role-aware: anyone but its host is a would-be player, and an unpaid draft is not open yet.
    await otherPage.goto(`/room/${code}`);
    await expect(otherPage).toHaveURL(new RegExp(`/room/${code}/player-name$`));
    await expect(otherPage.getByText(GAME_NOT_OPEN)).toBeVisible();
    for (const path of [`/host/${code}/event-setup`, `/host/${code}/game-rules`]) {
      await otherPage.goto(path);
      await expect(otherPage.getByText('Game not found'), path).toBeVisible();
    }
    await expect(otherPage.getByRole('link', { name: 'Back to Host Game' })).toHaveAttribute('href', '/host');
    await expectNoSeriousA11yViolations(otherPage);
    await otherPage.goto('/active-games');
    await expect(otherPage.getByText('No active games found')).toBeVisible();
    await other.close();
  });
});
