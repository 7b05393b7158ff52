import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_SMTP_PORT } from './mail';
import { ownServer } from './own-server';
import { cellPicker, card, emptyPickers, expectOnBoard, hostApi, joinAs } from './players';
import {
  apiClient,
  expectNoSeriousA11yViolations,
  hostCredential,
  PHONE,
  registerHost,
  saveScreenshot,
} from './support';

const SUITE_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORT = SUITE_PORT + 63;

/**
 * A server with the safety check on for every new game, holding what the model scores 1 % explicit or more: the
 * operator's threshold set low, so the model's real score for a flat skin-toned picture (about 3 %) holds it
 * while a real photo (under 0.1 %) passes.
 */
ownServer(PORT, {
  PUBLIC_URL: `http://localhost:${PORT}`,
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  PAYMENT_PROVIDER: 'local',
  AUTH_RATE_LIMIT_MAX: '200',
  SAFETY_CHECK_DEFAULT: 'explicit',
  SAFETY_EXPLICIT_THRESHOLD: '0.01',
});

const HOST_SCREEN = { width: 1366, height: 800 };
const REAL_PHOTO = fs.readFileSync(new URL('../../shared/fixtures/photos/Landscape_7.jpg', import.meta.url));

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

/** The photos on the big screen's wall, by their address. */
const wallSources = (screen: Page) =>
  screen
    .getByRole('list', { name: 'Latest photos' })
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));

test('a held photo reaches nobody but its player and the host until the host approves it', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ viewport: HOST_SCREEN });
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const code = await hostApi(request, email).createPaidGame({});

  await test.step('the rules say the check is on; the host may change it', async () => {
    await host.goto(`/host/${code}/game-rules`);
    const choice = host.getByRole('group', { name: 'Safety check' });
    await expect(choice.getByRole('radio', { name: /Hold explicit photos/ })).toBeChecked();
    await expectNoSeriousA11yViolations(host);
  });

  const ann = await joinAs(browser, code, 'Ann', PHONE);
  const ben = await joinAs(browser, code, 'Ben', PHONE);
  await expect(ann.page.getByText('Explicit photos wait for the host')).toBeVisible();
  const screen = await hostContext.newPage();
  await screen.goto(`/room/${code}/screen`);
  await expect(screen.getByTestId('big-screen-code')).toHaveText(code);
  await hostApi(request, email).start(code);
  await expectOnBoard(ann.page, code);
  await expectOnBoard(ben.page, code);
  const benReceived = recordReceived(ben.page);
  await ben.page.goto(`/gallery/${code}`);
  await expect(ben.page.getByRole('heading', { name: 'Image Gallery', level: 1 })).toBeVisible();

  const api = apiClient(request);
  const token = hostCredential(request, email);
  let heldThumb = '';
  let heldImage = '';
  await test.step('Ann sends a picture the check holds: she reads that the host will check it', async () => {
    const label = ((await emptyPickers(ann.page).first().getAttribute('aria-label')) ?? '').replace(
      'Add a photo for ',
      '',
    );
    const skin = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e0ac8c' } })
      .jpeg()
      .toBuffer();
    await cellPicker(ann.page, label).setInputFiles({
      name: 'skin.jpg',
      mimeType: 'image/jpeg',
      buffer: skin,
    });
    await expect(
      card(ann.page).getByRole('button', { name: new RegExp(`^${label}: The host will check this photo`) }),
    ).toBeVisible();
    const [held] = await api.pendingPhotos(token, code);
    expect(held?.hold?.reason).toBe('explicit');
    heldThumb = held?.thumb ?? '';
    heldImage = held?.image ?? '';
    await saveScreenshot(ann.page, { path: test.info().outputPath('held-390.png') });
  });

  await test.step('a real photo passes the check and reaches the big screen; the held one does not', async () => {
    const label = ((await emptyPickers(ann.page).first().getAttribute('aria-label')) ?? '').replace(
      'Add a photo for ',
      '',
    );
    await cellPicker(ann.page, label).setInputFiles({
      name: 'landscape.jpg',
      mimeType: 'image/jpeg',
      buffer: REAL_PHOTO,
    });
    await expect(
      card(ann.page).getByRole('button', { name: new RegExp(`^${label}: Counts on your card`) }),
    ).toBeVisible();
    await expect.poll(async () => (await wallSources(screen)).length).toBe(1);
    expect(await wallSources(screen)).not.toContain(heldThumb);
    await expect(ben.page.getByRole('img', { name: /Ann/ }).first()).toBeVisible();
    const benSaw = benReceived.join('\n');
    expect(benSaw).not.toContain(heldThumb);
    expect(benSaw).not.toContain(heldImage);
  });

  await test.step('the host sees it first in the queue with what the check saw, and approves it', async () => {
    await host.goto(`/host/${code}/review`);
    const shown = host.getByRole('region', { name: 'Photo being reviewed' });
    await expect(shown.getByTestId('hold-reason')).toContainText('Held: the safety check found it explicit');
    await expect(shown.getByRole('img')).toHaveAttribute('src', heldImage);
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: test.info().outputPath('review-held-1366.png') });
    await shown.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(async () => wallSources(screen)).toContain(heldThumb);
    await expect(card(ann.page).getByRole('button', { name: /Counts on your card/ })).toHaveCount(2);
  });

  await hostContext.close();
  await ann.context.close();
  await ben.context.close();
});
