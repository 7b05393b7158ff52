import { photoCells, type JoinedPlayer } from '@picture-bingo/testkit';
import { expect, test, type Page } from '@playwright/test';
import { expectOnBoard, joinAs, photo, uploadIntoNextEmptyCell } from './players';
import {
  apiClient,
  completeSetup,
  expectNoSeriousA11yViolations,
  hostCredential,
  registerHost,
  saveScreenshot,
} from './support';

const PHONE = { width: 390, height: 844 };
const REASON = 'Too dark, please retake';

/** Everything a page received from the server (HTTP bodies and socket frames), to look for a photo's URL in. */
function recordReceived(page: Page): string[] {
  const received: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/'))
      void res.text().then(
        (text) => received.push(text),
        () => undefined,
      );
  });
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => received.push(String(payload))));
  return received;
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a busy host clears 30 waiting photos from a phone; nobody else sees a photo before it is approved', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ viewport: PHONE });
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = apiClient(request);
  const token = hostCredential(request, email);
  const { gameCode: code } = await api.createPaidGame(token, { ...completeSetup, photoReview: true });

  const ann = await joinAs(browser, code, 'Ann');
  const ben = await joinAs(browser, code, 'Ben');
  for (const phone of [ann, ben]) await phone.page.setViewportSize(PHONE);
  const bots: JoinedPlayer[] = await api.joinPlayers(code, 4, 4, 'Guest');
  await api.start(token, code);
  await expectOnBoard(ann.page, code);
  await expectOnBoard(ben.page, code);

  // Ben watches the gallery the whole time; everything his phone receives is kept.
  const benReceived = recordReceived(ben.page);
  await ben.page.goto(`/gallery/${code}`);
  await expect(ben.page.getByRole('heading', { name: 'Image Gallery', level: 1 })).toBeVisible();

  await test.step('30 photos arrive (through the API) and one from Ann’s phone', async () => {
    const uploads = bots.flatMap((bot, b) =>
      photoCells(3)
        .slice(0, b === 3 ? 6 : 8)
        .map((idx) => ({ bot, idx })),
    );
    expect(uploads).toHaveLength(30);
    for (const { bot, idx } of uploads) {
      await api.uploadPhoto(code, bot.token, idx, (await photo(64)).buffer);
    }
    await uploadIntoNextEmptyCell(ann.page);
  });
  const waiting = await api.pendingPhotos(token, code);
  expect(waiting).toHaveLength(31);
  const annPhoto = waiting.find((p) => p.playerName === 'Ann');
  if (!annPhoto) throw new Error('Ann’s photo is not waiting');
  const annLabel = annPhoto.value;

  await test.step('the host’s room details show how many photos wait, live', async () => {
    await host.goto(`/host/${code}/room-details`);
    const link = host.getByRole('link', { name: 'Photo Review, 31 waiting' });
    await expect(link).toBeVisible();
    // The top bar says it on every screen of the game.
    const topBar = host.getByRole('navigation', { name: 'Main' });
    await expect(topBar.getByRole('link', { name: 'Photos waiting for review: 31' })).toBeVisible();
    await saveScreenshot(host, { path: test.info().outputPath('room-details-390.png') });
    await expectNoHorizontalOverflow(host);
    await expectNoSeriousA11yViolations(host);
    await link.click();
  });

  await test.step('on a phone the review screen hands the host one photo at a time, and says so', async () => {
    const mode = host.getByTestId('review-mode');
    await expect(host).toHaveURL(`/host/${code}/review`);
    await expect(host.getByRole('heading', { name: 'Photo Review', level: 1 })).toBeVisible();
    await expect(mode).toContainText('Photos are handed to you one at a time.');
    await expect(host.getByRole('region', { name: 'Photo being reviewed' }).getByRole('img')).toBeVisible();
    await expect(host.getByTestId('queue-depth')).toHaveText('31 photos waiting');
    // Approve and Reject on the phone's first screen, under the photo.
    const shownPhoto = host.getByRole('region', { name: 'Photo being reviewed' });
    await expect(shownPhoto.getByRole('button', { name: 'Approve', exact: true })).toBeInViewport();
    await expect(shownPhoto.getByRole('button', { name: 'Reject', exact: true })).toBeInViewport();
    await expectNoHorizontalOverflow(host);
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: test.info().outputPath('review-one-at-a-time-390.png') });
    // The host may see every waiting photo instead, the photos just handed to this screen among them.
    await host.getByRole('link', { name: 'Show every waiting photo' }).click();
    await expect(mode).toContainText('Every photo waiting');
    await expect(host.getByRole('region', { name: "Open on helpers' screens" })).toHaveCount(0);
  });

  const heading = host.getByRole('heading', { name: /^Waiting for review/ });
  const shown = host.getByRole('region', { name: 'Photo being reviewed' });
  await test.step('the review page fits a 390 px phone', async () => {
    await expect(heading).toHaveText('Waiting for review (31)');
    await expect(shown.getByRole('img')).toBeVisible();
    await expectNoHorizontalOverflow(host);
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: test.info().outputPath('review-390.png'), fullPage: true });
    await saveScreenshot(host, { path: test.info().outputPath('review-390-first-screen.png') });
  });

  await test.step('the keyboard: A approves, arrows move', async () => {
    // Oldest first: the bots' photos come before Ann's.
    for (let left = 30; left >= 26; left--) {
      const before = await shown.getByRole('img').getAttribute('src');
      await host.keyboard.press('a');
      await expect(heading).toHaveText(`Waiting for review (${left})`);
      await expect(shown.getByRole('img')).not.toHaveAttribute('src', before ?? '');
    }
    const first = await shown.getByRole('img').getAttribute('alt');
    await host.keyboard.press('ArrowRight');
    await expect(shown.getByRole('img')).not.toHaveAttribute('alt', first ?? '');
    await host.keyboard.press('ArrowLeft');
    await expect(shown.getByRole('img')).toHaveAttribute('alt', first ?? '');
    await expect.poll(async () => (await api.pendingPhotos(token, code)).length).toBe(26);
  });

  await test.step('Ann’s photo is rejected with a reason she reads on her phone', async () => {
    await host.getByRole('button', { name: `Ann's photo for ${annLabel}` }).click();
    await expect(shown.getByRole('img')).toHaveAccessibleName(`Ann's photo for ${annLabel}`);
    const reason = host.getByRole('textbox', { name: /Reason for rejecting/ });
    await reason.fill(REASON);
    await reason.press('Enter');
    await expect(heading).toHaveText('Waiting for review (25)');
    await expect(
      host
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Photos waiting for review: 25' }),
    ).toBeVisible();
    await expect(
      ann.page.getByText(
        `The host rejected your photo for “${annLabel}”. Reason: ${REASON}. Try another one.`,
      ),
    ).toBeVisible();
    // Stored for her card until she replaces the photo.
    const board = await ann.page.evaluate(async (c) => {
      const deviceToken = localStorage.getItem('deviceToken') ?? '';
      const res = await fetch(`/api/game/${c}/board`, { headers: { 'x-device-token': deviceToken } });
      return (await res.json()) as { cells: { value: string; rejectedReason?: string | null }[] };
    }, code);
    expect(board.cells.find((c) => c.value === annLabel)?.rejectedReason).toBe(REASON);
    await saveScreenshot(ann.page, { path: test.info().outputPath('ann-rejected.png') });
  });

  await test.step('Ben never received a photo still waiting for review', async () => {
    const stillWaiting = await api.pendingPhotos(token, code);
    const received = benReceived.join('\n');
    expect(received.length).toBeGreaterThan(0);
    for (const p of [...stillWaiting, annPhoto]) {
      expect(received).not.toContain(p.image);
      expect(received).not.toContain(p.thumb);
    }
  });

  await test.step('"Approve all" clears the rest, and Ben then sees them', async () => {
    const rest = await api.pendingPhotos(token, code);
    await host.getByRole('button', { name: 'Approve all (25)' }).click();
    await expect(host.getByText('No photos waiting for review')).toBeVisible();
    expect(await api.pendingPhotos(token, code)).toEqual([]);
    await expect(ben.page.locator(`img[src="${rest[0].thumb}"], img[src="${rest[0].image}"]`)).toHaveCount(1);
    await expect(host.getByRole('heading', { name: 'Recently approved' })).toBeVisible();
    await expectNoHorizontalOverflow(host);
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: test.info().outputPath('review-cleared.png'), fullPage: true });
    await host.goto(`/host/${code}/room-details`);
    await expect(host.getByRole('link', { name: 'Photo Review', exact: true })).toBeVisible();
    await expect(host.getByRole('link', { name: /^Photos waiting for review/ })).toHaveCount(0);
  });

  for (const context of [hostContext, ann.context, ben.context]) await context.close();
});
