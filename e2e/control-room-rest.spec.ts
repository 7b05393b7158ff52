import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { card, countedPhotos, expectOnBoard, hostApi, joinAs, uploadIntoNextEmptyCell } from './players';
import {
  apiClient,
  completeSetup,
  expectNoSeriousA11yViolations,
  hostCredential,
  PHONE,
  registerHost,
  saveScreenshot,
} from './support';

const SHOTS = 'docs/screens';

/** A host at a laptop with a paid game: the first line wins at once, photos count at once. */
async function lineGame(browser: Browser, request: APIRequestContext) {
  const hostContext = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({
    photoReview: false,
    winCondition: 'line',
    autoConfirmWinner: true,
    timeLimitMinutes: 30,
  });
  return { hostContext, host, api, code };
}

test('one label editor on Step 1: a phone host types, picks a pack with the keyboard and pastes a list', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext(PHONE);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const email = await registerHost(page, { open: null });
  const { gameCode: code } = await apiClient(request).createGame(hostCredential(request, email), {
    ...completeSetup,
    words: [],
  });
  await page.goto(`/host/${code}/event-setup`);

  const field = page.getByRole('combobox', { name: 'Board Labels' });
  const chips = page.getByRole('list', { name: 'Added labels' }).getByRole('listitem');
  await field.fill('Cake');
  await field.press('Enter');
  await expect(chips).toHaveText(['Cake']);

  // ↓ opens the packs in the field itself; ↓ moves, Enter adds the pack after the typed label.
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const options = page.getByRole('listbox', { name: 'Label packs' }).getByRole('option');
  const first = (await options.first().textContent()) ?? '';
  const count = Number(/\((\d+) labels\)/.exec(first)?.[1]);
  expect(count).toBeGreaterThanOrEqual(30);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await field.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, { path: `${SHOTS}/setup-label-packs-phone.png` });
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toBeFocused();
  const packName = first.replace(/ \(\d+ labels\).*$/, '');
  await expect(page.getByRole('status').filter({ hasText: `${packName}: Added` })).toBeVisible();
  const afterPack = await chips.count();
  expect(afterPack).toBeGreaterThan(count - 1);
  await expect(chips.first()).toHaveText('Cake');

  // A list pasted into the same field: new labels only, a note of what was dropped.
  await page.evaluate(() => navigator.clipboard.writeText('Cake\nGolden hour, Group hug'));
  await field.press('ControlOrMeta+V');
  await expect(
    page.getByRole('status').filter({ hasText: 'Pasted: Added 2 labels. Dropped 1: 1 duplicate.' }),
  ).toBeVisible();
  await expect(chips).toHaveCount(afterPack + 2);
  await expect(chips.last()).toHaveText('Group hug');

  // Saved on the server as the host goes; board-config shows the card and leads back here to edit.
  await expect
    .poll(async () => (await apiClient(request).getHostGame(hostCredential(request, email), code)).words)
    .toHaveLength(afterPack + 2);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, { path: `${SHOTS}/setup-one-label-editor-phone.png`, fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/host/${code}/board-config`);
  await expect(page.getByRole('combobox', { name: 'Board Labels' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit labels' }).click();
  await expect(page).toHaveURL(`/host/${code}/event-setup`);
  await expect(chips).toHaveCount(afterPack + 2);
  await context.close();
});

test("after the game the winner's phone keeps the winning card with its photos: download it, share it", async ({
  browser,
  request,
}) => {
  const { hostContext, api, code } = await lineGame(browser, request);
  const ann = await joinAs(browser, code, 'Ann', PHONE);
  // The phone's share sheet is the outside world: a double that keeps what it was given.
  await ann.context.addInitScript(() => {
    const shared: { name: string; type: string; size: number; text?: string }[] = [];
    Object.assign(window, { sharedFiles: shared });
    Object.assign(navigator, {
      canShare: (data: { files?: File[] }) => Array.isArray(data.files),
      share: (data: { files: File[]; text?: string }) => {
        for (const file of data.files)
          shared.push({ name: file.name, type: file.type, size: file.size, text: data.text });
        return Promise.resolve();
      },
    });
  });
  await api.start(code);
  await expectOnBoard(ann.page, code);

  await test.step('a complete top row is outlined on the card; BINGO! wins at once (auto-confirm)', async () => {
    for (let i = 0; i < 3; i++) await uploadIntoNextEmptyCell(ann.page);
    await expect(card(ann.page).locator('[data-complete-line]')).toHaveCount(3);
    await ann.page.getByRole('button', { name: 'BINGO!' }).click();
    await expect(ann.page.getByText('You won!', { exact: true })).toBeVisible();
  });

  await test.step('back on the card: the win, the photos, no BINGO!, the card to keep', async () => {
    await ann.page.goto(`/game-board/${code}`);
    await expect(ann.page.getByText('You won!', { exact: true })).toBeVisible();
    await expect(ann.page.getByRole('button', { name: 'BINGO!' })).toHaveCount(0);
    await expect(countedPhotos(ann.page)).toHaveCount(3);
    const keep = ann.page.getByRole('region', { name: 'Your winning card' });
    await expect(keep).toBeVisible();
    await keep.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(ann.page);
    await saveScreenshot(ann.page, { path: `${SHOTS}/phone-winning-card.png`, fullPage: true });

    const download = ann.page.waitForEvent('download');
    await keep.getByRole('button', { name: 'Download my card' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`bingo_card_${code}.png`);
    const bytes = fs.readFileSync(await file.path());
    if (process.env.E2E_SAVE_SCREENSHOTS === '1') {
      fs.writeFileSync(`${SHOTS}/phone-winning-card-download.png`, bytes);
    }
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('png');
    // A 3×3 card of 300 px cells under its title.
    expect(meta.width).toBe(980);
    expect(meta.height).toBe(1100);
    // The top-left cell sits on the outlined winning line: its corner is amber.
    const { data } = await sharp(bytes)
      .extract({ left: 34, top: 154, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xfb, 0xbf, 0x24]);
    await expect(keep.getByRole('status')).toHaveText(`Saved bingo_card_${code}.png.`);

    await keep.getByRole('button', { name: 'Share my card' }).click();
    await expect(keep.getByRole('status')).toHaveText('Shared.');
    const shared = await ann.page.evaluate(
      () => (window as unknown as { sharedFiles: unknown[] }).sharedFiles,
    );
    expect(shared).toEqual([
      expect.objectContaining({
        name: `bingo_card_${code}.png`,
        type: 'image/png',
        text: expect.any(String),
      }),
    ]);
  });

  for (const context of [hostContext, ann.context]) await context.close();
});

test('the results page leads with Download photos (the album), for the host and a phone alike', async ({
  browser,
  request,
}) => {
  const { hostContext, host, api, code } = await lineGame(browser, request);
  const cat = await joinAs(browser, code, 'Cat', PHONE);
  await api.start(code);
  await expectOnBoard(cat.page, code);
  for (let i = 0; i < 3; i++) await uploadIntoNextEmptyCell(cat.page);
  await cat.page.getByRole('button', { name: 'BINGO!' }).click();
  await expect(cat.page.getByText('You won!', { exact: true })).toBeVisible();

  for (const [page, path] of [
    [host, `/room/${code}`],
    [host, `/results/${code}`],
    [cat.page, `/results/${code}`],
  ] as const) {
    await page.goto(path);
    const main = page.getByRole('main');
    // The control room and the results load lazily: on a busy machine that takes a while.
    await expect(main.getByRole('button', { name: 'Download photos' })).toBeVisible({ timeout: 30_000 });
    const buttons = await main.getByRole('button').allTextContents();
    const at = (name: string) => buttons.findIndex((text) => text.trim() === name);
    expect(at('Download photos')).toBeGreaterThanOrEqual(0);
    expect(at('Download photos')).toBeLessThan(at('Start slideshow'));
    await expectNoSeriousA11yViolations(page);
  }
  await saveScreenshot(cat.page, { path: `${SHOTS}/phone-results-download-photos.png`, fullPage: true });

  const download = cat.page.waitForEvent('download');
  await cat.page.getByRole('main').getByRole('button', { name: 'Download photos' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await expect(cat.page.getByRole('status').filter({ hasText: 'Downloading' })).toContainText('3 photos');

  for (const context of [hostContext, cat.context]) await context.close();
});
