import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expectOnBoard, hostApi, joinAs, uploadIntoNextEmptyCell, type Player } from './players';
import { EVENT_TITLE, expectNoSeriousA11yViolations, registerHost, saveScreenshot } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/pw-results/screens';

const shot = (page: Page, name: string) =>
  saveScreenshot(page, { path: path.join(SHOTS, `${name}.png`), fullPage: false });
const photoButtons = (page: Page) => page.getByRole('button', { name: /: view full screen$/ });

test('results people keep: results page, viewer, slideshow, sharing link and the photo album', async ({
  browser,
  request,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const hostContext = await browser.newContext({ acceptDownloads: true });
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: true, timeLimitMinutes: 30 });

  const players: Record<string, Player> = {};
  players.Ann = await joinAs(browser, code, 'Ann', PHONE);
  players.Bob = await joinAs(browser, code, '<b>Bob</b>', PHONE);
  await api.start(code);
  for (const p of Object.values(players)) await expectOnBoard(p.page, code);

  const annLabels: string[] = [];
  for (let i = 0; i < 3; i++) annLabels.push(await uploadIntoNextEmptyCell(players.Ann.page));
  const bobLabel = await uploadIntoNextEmptyCell(players.Bob.page);
  // Ann's third photo stays unreviewed: it must never show in the results or the album.
  const approved = await api.approve(code, (p) => !(p.playerName === 'Ann' && p.value === annLabels[2]));
  expect(approved).toBe(3);

  await test.step('the host chooses Ann as the winner', async () => {
    await host.goto(`/progress/${code}`);
    await host.getByRole('radio', { name: /Ann/ }).check();
    await host.getByRole('button', { name: 'Choose Winner' }).click();
    await host
      .getByRole('dialog', { name: 'Choose the winner?' })
      .getByRole('button', { name: 'Choose Winner' })
      .click();
    await expect(host.getByRole('heading', { name: 'Winner: Ann' })).toBeVisible();
  });

  await test.step('the host’s results page: winner, leaderboard and the approved photos by label and by player', async () => {
    await host.goto(`/host/${code}/room-details`);
    await host.getByRole('link', { name: 'Results' }).click();
    await expect(host).toHaveURL(new RegExp(`/results/${code}$`));
    await expect(host.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
    await expect(host.getByRole('heading', { name: 'Winner: Ann' })).toBeVisible();
    // The game ended today: its photos are kept PHOTO_RETENTION_DAYS (90 by default).
    await expect(host.getByText(/^Photos kept until /)).toBeVisible();
    await expect(host.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem')).toHaveCount(2);
    await expect(photoButtons(host)).toHaveCount(3);
    await expect(host.getByRole('button', { name: new RegExp(`^${annLabels[2]}, by Ann`) })).toHaveCount(0);
    // Thumbnails in the grid, lazily loaded.
    const thumb = photoButtons(host).first().locator('img');
    await expect(thumb).toHaveAttribute('src', /-thumb\.webp$/);
    await expect(thumb).toHaveAttribute('loading', 'lazy');
    await host.getByRole('button', { name: 'By player' }).click();
    await expect(host.getByRole('heading', { name: /^Ann \(2 photos\)$/ })).toBeVisible();
    await expect(host.getByRole('heading', { name: /^<b>Bob<\/b> \(1 photo\)$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(host);
    await shot(host, 'results-host');
  });

  await test.step('full-screen viewer: arrows, Esc, focus back on the photo', async () => {
    const first = photoButtons(host).first();
    await first.click();
    const viewer = host.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer.getByText('1 of 3')).toBeVisible();
    const big = viewer.getByRole('img');
    await expect(big).toHaveAttribute('src', /^\/media\/[\w-]+\.webp$/);
    await expect(big).not.toHaveAttribute('src', /-thumb/);
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
    await host.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 of 3')).toBeVisible();
    await host.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('1 of 3')).toBeVisible();
    await expectNoSeriousA11yViolations(host);
    await host.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();
  });

  await test.step('a player’s phone: the same results; a swipe moves to the next photo', async () => {
    const phone = players.Ann.page;
    await phone.goto(`/results/${code}`);
    await expect(phone.getByRole('heading', { name: 'Winner: Ann' })).toBeVisible();
    await expect(photoButtons(phone)).toHaveCount(3);
    await expectNoSeriousA11yViolations(phone);
    await shot(phone, 'results-phone');
    await photoButtons(phone).first().click();
    const viewer = phone.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer.getByText('1 of 3')).toBeVisible();
    const img = viewer.getByRole('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    const box = (await img.boundingBox())!;
    await phone.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await phone.mouse.down();
    await phone.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await phone.mouse.up();
    await expect(viewer.getByText('2 of 3')).toBeVisible();
    await shot(phone, 'viewer-phone');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
  });

  await test.step('slideshow for the big screen: full screen, moves on by itself, big captions', async () => {
    await host.setViewportSize({ width: 1280, height: 720 });
    await host.getByRole('button', { name: 'Start slideshow' }).click();
    const show = host.getByRole('dialog', { name: 'Slideshow' });
    await expect(show.getByText('1 of 3')).toBeVisible();
    const caption = show.locator('figcaption');
    const size = await caption.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(48);
    await expect(show.getByText('2 of 3')).toBeVisible({ timeout: 9000 });
    await shot(host, 'slideshow');
    await show.getByRole('button', { name: 'End slideshow' }).click();
    await expect(show).toBeHidden();
  });

  let link = '';
  await test.step('sharing is off by default; on, the link opens the results in a fresh browser', async () => {
    const toggle = host.getByRole('switch', { name: 'Share results with a link' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    link = (await host.getByTestId('share-link').textContent()) ?? '';
    expect(link).toMatch(/\/results\/shared\/[\w-]{22}$/);

    const outsider = await browser.newContext(PHONE);
    const guest = await outsider.newPage();
    await guest.goto(link);
    await expect(guest.getByRole('heading', { name: 'Winner: Ann' })).toBeVisible();
    await expect(photoButtons(guest)).toHaveCount(3);
    await expect(guest.getByRole('switch')).toHaveCount(0);
    await expectNoSeriousA11yViolations(guest);
    await shot(guest, 'results-shared-guest');
    // The link does not open the game itself.
    await guest.goto(`/results/${code}`);
    await expect(guest.getByRole('heading', { name: 'Winner: Ann' })).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await guest.goto(link);
    await expect(guest.getByText('These results are not shared, or the link is wrong.')).toBeVisible();
    await outsider.close();
  });

  await test.step('the photo album: unpacked, its names, count, image data and offline index', async () => {
    await host.getByLabel('A folder per label').check();
    const downloading = host.waitForEvent('download');
    await host.getByRole('button', { name: 'Download photos' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('photo_album_by_label.zip');
    await expect(
      host.getByRole('status').filter({ hasText: 'Downloading photo_album_by_label.zip: 3 photos' }),
    ).toBeVisible();
    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const expected = [
      ...annLabels.slice(0, 2).map((label) => `${label}/${label} - Ann.webp`),
      `${bobLabel}/${bobLabel} - bBobb.webp`,
      'index.html',
    ].sort();
    expect(Object.keys(files).sort()).toEqual(expected);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-album-'));
    for (const [name, bytes] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), bytes);
      if (name === 'index.html') continue;
      expect(Buffer.from(bytes.subarray(0, 4)).toString()).toBe('RIFF');
      expect(Buffer.from(bytes.subarray(8, 12)).toString()).toBe('WEBP');
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeGreaterThan(0);
    }
    const index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(index).toContain('&lt;b&gt;Bob&lt;/b&gt;');
    expect(index).not.toContain('<b>Bob');

    // Offline: the unpacked index shows every photo from its relative links.
    const offline = await browser.newContext({ offline: true });
    const page = await offline.newPage();
    await page.goto(`file://${path.join(dir, 'index.html')}`);
    const images = page.getByRole('img');
    await expect(images).toHaveCount(3);
    await expect
      .poll(() =>
        images.evaluateAll((els) => els.filter((el) => (el as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBe(3);
    await shot(page, 'album-index-offline');
    await offline.close();
  });

  await test.step('the gallery leads with Download photos (the album by label), the spec’s zips beside it', async () => {
    await host.goto(`/gallery/${code}`);
    await expect(host.getByRole('button', { name: /Download All/ })).toBeVisible();
    await expect(host.getByText('give PNG copies', { exact: false })).toBeVisible();
    const downloading = host.waitForEvent('download');
    await host.getByRole('button', { name: 'Download photos' }).click();
    expect((await downloading).suggestedFilename()).toBe('photo_album_by_label.zip');
    await expectNoSeriousA11yViolations(host);
  });

  await test.step('Past Games rows show the event date and the winner', async () => {
    await host.goto('/past-games');
    const row = host.getByRole('listitem').filter({ hasText: EVENT_TITLE }).first();
    await expect(row).toContainText('Winner: Ann');
    await expect(row).toContainText('Event date');
    await expectNoSeriousA11yViolations(host);
    await shot(host, 'past-games');
  });

  for (const context of [hostContext, ...Object.values(players).map((p) => p.context)]) await context.close();
});
