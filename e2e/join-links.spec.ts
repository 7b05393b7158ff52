import os from 'node:os';
import { ZGame } from '@picture-bingo/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ownServer } from './own-server';
import {
  completeSetup,
  decodeQr,
  expectNoSeriousA11yViolations,
  hostHeaders,
  PHONE,
  registerHost,
  saveScreenshot,
} from './support';

/**
 * A host on a laptop opens the app at http://localhost: the join link, its QR code and the big screen's "Join at"
 * name this machine's address on the local network, which a phone can open; PUBLIC_URL, when set, wins.
 */

/** This machine's IPv4 addresses other devices may reach, as the system lists them. */
const networkIPv4s = () =>
  Object.values(os.networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);

const SUITE_PORT = Number(process.env.E2E_PORT ?? 3100);

const joinQr = (scope: Locator | Page) => scope.getByRole('img', { name: /^QR code for joining the game: / });

test.describe('on a laptop: no PUBLIC_URL, opened at localhost', () => {
  ownServer(SUITE_PORT + 62, { PAYMENT_PROVIDER: 'free' }, ['SMTP_URL', 'PUBLIC_URL']);

  test('at localhost, the join link and QR code name the network address, and a phone opens it', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? '').port;
    const addresses = networkIPv4s();
    // The machine running this has a network (the point of the test); a phone's link uses one of its addresses.
    expect(addresses.length).toBeGreaterThan(0);
    // The host browses at localhost, as after `npm start` on a laptop.
    expect(new URL(baseURL ?? '').hostname).toBe('localhost');

    const code = await openRoomDetails(page, request);

    let link = '';
    await test.step('room details: the QR code and the copied link name the network address', async () => {
      // The control room shows a paid game's QR code from the start while players join.
      const qr = joinQr(page);
      await expect(qr).toBeVisible();
      link = ((await qr.getAttribute('alt')) ?? '').replace('QR code for joining the game: ', '');
      const url = new URL(link);
      expect(addresses).toContain(url.hostname);
      expect(url.port).toBe(port);
      expect(url.pathname).toBe(`/join/${code}`);
      expect(await decodeQr(qr)).toBe(link);
      await expect(page.getByText(link, { exact: true })).toBeVisible();
      await expect(page.getByText("Phones can't")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(
        page
          .locator('div', { has: page.getByTestId('room-code') })
          .filter({ has: page.getByRole('button', { name: 'Share QR Code' }) })
          .last(),
        { path: test.info().outputPath('share-panel.png') },
      );
      await saveScreenshot(page, { path: test.info().outputPath('room-details.png'), fullPage: true });

      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: 'Share URL' }).click();
      await expect(page.getByText('Room URL copied!')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    });

    await test.step("the big screen's Join at and QR code name the same address", async () => {
      const screen = await page.context().newPage();
      await screen.setViewportSize({ width: 1920, height: 1080 });
      await screen.goto(`/room/${code}/screen`);
      await expect(screen.getByTestId('big-screen-join-at')).toHaveText(`${new URL(link).origin}/join`);
      const qr = joinQr(screen);
      await expect(qr).toBeVisible();
      expect(await decodeQr(qr)).toBe(link);
      await saveScreenshot(screen, { path: test.info().outputPath('big-screen-lobby.png') });

      await test.step('a phone opens the link and joins: the big screen shows the player', async () => {
        const phone = await browser.newContext(PHONE);
        const guest = await phone.newPage();
        await guest.goto(link);
        await expect(guest).toHaveURL(`${new URL(link).origin}/room/${code}/player-name`);
        await guest.getByLabel('Player Name').fill('Pia');
        await guest.getByRole('button', { name: 'Next' }).click();
        await expect(guest.getByText('Waiting for the host to start…')).toBeVisible();
        await saveScreenshot(guest, { path: test.info().outputPath('phone-lobby.png') });
        await expect(screen.getByRole('listitem').filter({ hasText: 'Pia' })).toBeVisible();
        await phone.close();
      });
      await screen.close();
    });
  });
});

/** A live game of a new host on the current server (games are free there), its room details open. */
async function openRoomDetails(page: Page, request: APIRequestContext) {
  const email = await registerHost(page, { verify: false });
  const headers = await hostHeaders(request, email);
  const created = await request.post('/api/game', { headers, data: completeSetup });
  expect(created.status()).toBe(201);
  const { gameCode: code } = ZGame.parse(await created.json());
  expect((await request.post(`/api/game/${code}/activate`, { headers })).status()).toBe(200);
  await page.goto(`/host/${code}/room-details`);
  await expect(page.getByRole('heading', { name: 'Room Details', level: 1 })).toBeVisible();
  return code;
}

test.describe('with PUBLIC_URL', () => {
  // An address other than the page's and the network's: only PUBLIC_URL can have put it in a link.
  const PUBLIC_URL = `http://bingo.example:${SUITE_PORT + 60}`;
  ownServer(SUITE_PORT + 60, { PUBLIC_URL, MAIL_TRANSPORT: 'log', PAYMENT_PROVIDER: 'free' });

  test('the join link, QR code and Join at use PUBLIC_URL, not the network address', async ({
    page,
    request,
  }) => {
    const code = await openRoomDetails(page, request);
    const link = `${PUBLIC_URL}/join/${code}`;
    // The control room shows a paid game's QR code from the start while players join.
    const qr = page.getByRole('img', { name: `QR code for joining the game: ${link}` });
    await expect(qr).toBeVisible();
    expect(await decodeQr(qr)).toBe(link);
    await expect(page.getByText("Phones can't")).toHaveCount(0);

    await page.goto(`/room/${code}/screen`);
    await expect(page.getByTestId('big-screen-join-at')).toHaveText(`${PUBLIC_URL}/join`);
    expect(await decodeQr(joinQr(page))).toBe(link);
  });
});

test.describe('on a server that listens on this computer only (HOST=127.0.0.1)', () => {
  ownServer(SUITE_PORT + 61, { HOST: '127.0.0.1', PAYMENT_PROVIDER: 'free' }, ['SMTP_URL', 'PUBLIC_URL']);

  test('the host is told that phones cannot open the link, and what to do', async ({ page, request }) => {
    const code = await openRoomDetails(page, request);
    const warning = page.getByRole('status').filter({ hasText: "Phones can't reach this server" });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Restart it with HOST=0.0.0.0, or set PUBLIC_URL');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(
      page
        .locator('div', { has: page.getByTestId('room-code') })
        .filter({ has: page.getByRole('button', { name: 'Share QR Code' }) })
        .last(),
      { path: test.info().outputPath('share-panel-warning.png') },
    );

    await page.goto(`/room/${code}/screen`);
    await expect(page.getByText("Phones can't reach this server", { exact: false })).toBeVisible();
    await saveScreenshot(page, { path: test.info().outputPath('big-screen-warning.png') });
  });
});
