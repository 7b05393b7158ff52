import { expect, test, type Page } from '@playwright/test';
import {
  apiClient,
  expectNoSeriousA11yViolations,
  hostCredential,
  hostHeaders,
  registerHost,
  saveScreenshot,
} from './support';

const SHOTS = 'test-results/setup-speed';
const TITLE = 'Ana & Ben <3 wedding';
const PASTED = 'Best man speech\nCake cutting, the rings;  ;Cake cutting\n\n- Photo booth';

const chips = (page: Page) => page.getByRole('list', { name: 'Added labels' }).getByRole('listitem');
const cardCells = (page: Page) =>
  page.getByRole('list', { name: 'Bingo card, 5 by 5' }).getByRole('listitem');
const localToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

test.describe('faster setup: packs, paste, pool, duplicate', () => {
  test('a host builds a 5x5 game from a pack plus pasted labels, then duplicates it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = await registerHost(page);
    const api = apiClient(request);
    const host = hostCredential(request, email);

    await page.getByRole('button', { name: 'Create Room' }).click();
    await expect(page).toHaveURL(/\/room\/[A-Z0-9]{6}\/player-name$/);
    const code = /\/room\/([A-Z0-9]{6})\//.exec(page.url())![1]!;
    await page.getByLabel('Player Name').fill('Ana');
    await page.getByRole('button', { name: 'Next' }).click();

    await test.step('event setup: today and FREE are already filled in', async () => {
      await expect(page).toHaveURL(`/host/${code}/event-setup`);
      await expect(page.getByLabel('Event Date')).toHaveValue(await localToday(page));
      await expect(page.getByLabel('Free Space')).toHaveValue('FREE');
      await page.getByLabel('Event Title').fill(TITLE);
      await page.getByLabel('Welcome Message').fill('Snap the day with us!');
      await page.getByRole('button', { name: '5x5' }).click();
    });

    await test.step('the one label editor: a pack, a pasted list, one label removed', async () => {
      const field = page.getByRole('combobox', { name: 'Board Labels' });
      await page.getByRole('button', { name: 'Label packs' }).click();
      const wedding = page.getByRole('option', { name: /^Wedding \(36 labels\)/ });
      await expect(wedding).toContainText('Moments guests love to catch');
      await wedding.click();
      await expect(page.getByRole('status').filter({ hasText: 'Wedding: Added 36 labels.' })).toBeVisible();
      await expect(chips(page)).toHaveCount(36);
      await expect(field).toBeFocused();

      await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
      await page.keyboard.press('ControlOrMeta+V');
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Pasted: Added 3 labels. Dropped 4: 2 duplicates, 2 empty.' }),
      ).toBeVisible();
      await expect(chips(page)).toHaveCount(39);
      await expect(chips(page).last()).toHaveText('Photo booth');
      await page.getByRole('button', { name: 'Remove A sparkler' }).click();
      await expect(chips(page)).toHaveCount(38);
      await expect(page.getByText('38 labels. A 5x5 card needs 24: all set.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, { path: `${SHOTS}/event-setup-labels-phone.png`, fullPage: true });
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(`/host/${code}/board-config`);
    });

    await test.step('board config: the preview, the same labels for everyone', async () => {
      await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
      await expect(cardCells(page)).toHaveCount(25);
      await expect(page.getByText('38 labels. Edit labels on Step 1')).toBeVisible();
      await expect(page.getByTestId('pool-summary')).toHaveText(
        '24 of 38 labels on each card, drawn at random for each guest.',
      );
      await page.getByRole('radio', { name: /Same labels for everyone, shuffled/ }).check();
      await expect(page.getByTestId('pool-summary')).toHaveText(
        'Everyone gets the first 24 of your 38 labels, each in their own order; the last 14 are not used.',
      );
      // The preview deals from the first 24 labels only.
      const stored24 = (await api.getHostGame(host, code)).words.slice(0, 24);
      const cells = await cardCells(page).allTextContents();
      expect(cells.filter((_, i) => i !== 12).sort()).toEqual([...stored24].sort());
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, { path: `${SHOTS}/board-config-phone.png`, fullPage: true });

      await page.reload();
      await expect(page.getByText('38 labels. Edit labels on Step 1')).toBeVisible();
      await expect(page.getByRole('radio', { name: /Same labels for everyone, shuffled/ })).toBeChecked();
      const stored = await api.getHostGame(host, code);
      expect(stored).toMatchObject({
        boardSize: 5,
        dealMode: 'shuffled',
        freeSpaceWord: 'FREE',
        setupProblems: [],
      });
      expect(stored.words).toHaveLength(38);
      expect(stored.words).toContain('Best man speech');
      expect(stored.words).not.toContain('A sparkler');
    });

    await test.step('duplicate from Active Games: a new draft with the same labels and rules, dated today', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await saveScreenshot(page, { path: `${SHOTS}/board-config-desktop.png`, fullPage: true });
      await page.goto('/active-games');
      await page.getByRole('button', { name: `Duplicate ${TITLE}` }).click();
      await expect(page).toHaveURL(/\/host\/[A-Z0-9]{6}\/event-setup$/);
      const copyCode = /\/host\/([A-Z0-9]{6})\//.exec(page.url())![1]!;
      expect(copyCode).not.toBe(code);
      await expect(page.getByLabel('Event Title')).toHaveValue(TITLE);
      await expect(page.getByLabel('Event Date')).toHaveValue(await localToday(page));
      await expect(page.getByLabel('Free Space')).toHaveValue('FREE');
      await expect(page.getByRole('button', { name: '5x5' })).toHaveAttribute('aria-pressed', 'true');
      await expect(chips(page)).toHaveCount(38);

      await page.goto(`/host/${copyCode}/board-config`);
      await expect(page.getByRole('radio', { name: /Same labels for everyone, shuffled/ })).toBeChecked();
      await expect(page.getByTestId('pool-summary')).toContainText('the first 24 of your 38 labels');
      await saveScreenshot(page, { path: `${SHOTS}/duplicate-board-config-desktop.png`, fullPage: true });

      const [original, copy] = await Promise.all([
        api.getHostGame(host, code),
        api.getHostGame(host, copyCode),
      ]);
      expect(copy).toMatchObject({
        eventTitle: original.eventTitle,
        welcomeMessage: original.welcomeMessage,
        words: original.words,
        boardSize: 5,
        dealMode: 'shuffled',
        status: 'INACTIVE',
        paid: false,
        playerCount: 0,
      });

      await page.goto(`/host/${copyCode}/room-details`);
      await expect(page.getByRole('button', { name: `Duplicate ${TITLE}` })).toBeVisible();
      await page.goto('/active-games');
      await expect(page.getByRole('button', { name: `Duplicate ${TITLE}` })).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, { path: `${SHOTS}/active-games-desktop.png`, fullPage: true });

      // A past game has the button too: cancel the original, then find it under Past Games.
      const cancelled = await request.post(`/api/game/${code}/cancel`, {
        headers: await hostHeaders(request, email),
      });
      expect(cancelled.status()).toBe(200);
      await page.goto('/past-games');
      await expect(page.getByRole('button', { name: `Duplicate ${TITLE}` })).toHaveCount(1);
    });
  });
});
