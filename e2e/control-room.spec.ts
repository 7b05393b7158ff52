import { PAYING_CARD, photoCells } from '@picture-bingo/testkit';
import { expect, test, type Page } from '@playwright/test';
import { deviceTokenOf, expectOnBoard, fillCells, joinAs } from './players';
import {
  apiClient,
  completeSetup,
  decodeQr,
  EVENT_TITLE,
  expectNoSeriousA11yViolations,
  hostCredential,
  hostHeaders,
  PHONE,
  registerHost,
  saveScreenshot,
} from './support';

const HOST = { viewport: { width: 1366, height: 800 } };
const SHOTS = 'docs/screens';

async function payAtCheckout(page: Page) {
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_[\w-]+$/);
  await page.getByLabel('Card number').fill(PAYING_CARD);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Quiz Master');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

test('the control room: paid → code and QR → big screen in its own window → Start → results first from Past Games', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext(HOST);
  const host = await hostContext.newPage();
  const email = await registerHost(host, { open: null });
  const token = hostCredential(request, email);
  const { gameCode: code } = await apiClient(request).createGame(token, completeSetup);
  const joinLink = (page: Page) => new URL(`/join/${code}`, page.url()).href;

  await test.step('a draft’s control room shows what is left: payment, with Go to Pricing first', async () => {
    await host.goto(`/room/${code}`);
    await expect(host.getByRole('heading', { name: 'This game is still being set up' })).toBeVisible();
    await expect(host.getByText('Payment: players can join once the game is paid for')).toBeVisible();
    await expect(host.getByRole('link', { name: 'Continue setup' })).toHaveAttribute(
      'href',
      `/host/${code}/event-setup`,
    );
    await host.getByRole('link', { name: 'Go to Pricing' }).click();
    await expect(host).toHaveURL(`/host/${code}/pricing`);
  });

  await test.step('payment success shows the paid game’s code and QR, and leads into its control room', async () => {
    await payAtCheckout(host);
    await expect(host).toHaveURL(/\/payment-success\?session_id=cs_local_/);
    await expect(host.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(host.getByTestId('room-code')).toHaveText(code);
    const qr = host.getByRole('img', { name: `QR code for joining the game: ${joinLink(host)}` });
    await expect(qr).toBeVisible();
    expect(await decodeQr(qr)).toBe(joinLink(host));
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: `${SHOTS}/control-room-01-payment-success.png`, fullPage: true });
    await host.getByRole('button', { name: 'Return to Dashboard' }).click();
    await expect(host).toHaveURL(`/host/${code}/room-details`);
  });

  const start = host.getByRole('button', { name: 'Start Game' });
  await test.step('waiting for players: code, QR and link big, the live players, Open the big screen first', async () => {
    await expect(host.getByText('Players are joining')).toBeVisible();
    await expect(host.getByTestId('room-code')).toHaveText(code);
    const qr = host.getByRole('img', { name: `QR code for joining the game: ${joinLink(host)}` });
    expect(await decodeQr(qr)).toBe(joinLink(host));
    await expect(host.getByRole('heading', { name: 'Players: 0' })).toBeVisible();
    await expect(start).toBeDisabled();
    await expectNoSeriousA11yViolations(host);
  });

  const ann = await joinAs(browser, code, 'Ann', PHONE);
  await test.step('a player joins: the control room shows them live', async () => {
    await expect(host.getByRole('list', { name: 'Players in the room' }).getByText('Ann')).toBeVisible();
    await expect(host.getByRole('heading', { name: 'Players: 1' })).toBeVisible();
    await expect(start).toBeEnabled();
    await saveScreenshot(host, { path: `${SHOTS}/control-room-02-lobby.png`, fullPage: true });
  });

  await test.step('the big screen opens in its own window; the host’s tab keeps its controls', async () => {
    const opened = hostContext.waitForEvent('page');
    await host.getByRole('link', { name: 'Open the big screen' }).click();
    const screen = await opened;
    await expect(screen).toHaveURL(new RegExp(`/room/${code}/screen$`));
    await expect(host).toHaveURL(`/host/${code}/room-details`);
    await screen.setViewportSize({ width: 1366, height: 768 });
    await expect(screen.getByText(code).first()).toBeVisible();
    await screen.close();
    // Start Game is the filled primary button, here as on the players queue.
    await expect(start).toHaveClass(/bg-violet/);
  });

  await test.step('Start from the control room: it turns into the play controls, the phone gets its card', async () => {
    await start.click();
    await expectOnBoard(ann.page, code);
    await expect(host).toHaveURL(`/host/${code}/room-details`);
    await expect(host.getByText('The game is on')).toBeVisible();
    await expect(host.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(host.getByRole('button', { name: 'End game' })).toBeVisible();
    await expect(host.getByRole('link', { name: 'View Progress' })).toBeVisible();
  });

  await test.step('in play the control room keeps the standings live, and the code to share', async () => {
    const standings = host.getByRole('list', { name: 'Standings' });
    await expect(standings.getByTestId('standing')).toHaveCount(1);
    await expect(standings.getByTestId('standing').filter({ hasText: 'Ann' })).toContainText('0 / 8');
    // Seven of eight photos: a full card's game names her as close.
    await fillCells(request, code, await deviceTokenOf(ann.page), photoCells(3).slice(0, 7));
    const annRow = standings.getByTestId('standing').filter({ hasText: 'Ann' });
    await expect(annRow).toContainText('7 / 8');
    await expect(annRow).toContainText('Close: 1 to go');
    await expect(host.getByRole('complementary').getByTestId('room-code')).toHaveText(code);
    // Each other page is named with its one job; the control room does not link to itself.
    const menu = host.getByRole('navigation', { name: 'More for this game' });
    await expect(menu.getByText("every player's card, live")).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Room', exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(host);
    await host.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(host, { path: `${SHOTS}/control-room-03-playing.png`, fullPage: true });
  });

  await test.step('Past Games → a finished game’s room page shows its results first', async () => {
    const headers = await hostHeaders(request, email);
    const players = (await (await request.get(`/api/game/${code}/players`, { headers })).json()) as {
      id: string;
      name: string;
    }[];
    const annId = players.find((p) => p.name === 'Ann')?.id;
    const won = await request.post(`/api/game/${code}/winner`, { headers, data: { playerId: annId } });
    expect(won.status()).toBe(200);
    await host.goto('/past-games');
    await host.getByRole('link', { name: EVENT_TITLE }).click();
    await expect(host).toHaveURL(`/room/${code}`);
    await expect(host.getByRole('heading', { name: 'Winner: Ann' })).toBeVisible();
    await expect(host.getByRole('button', { name: 'Download photos' })).toBeVisible();
    await expect(
      host.getByRole('navigation', { name: 'More for this game' }).getByRole('link', { name: 'Gallery' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: `${SHOTS}/control-room-04-results.png`, fullPage: true });
  });

  await test.step('Play again: the copy goes through its own setup, Event Setup first, then payment', async () => {
    await host.getByRole('button', { name: 'Play again' }).click();
    await expect(host).toHaveURL(/\/host\/[A-Z0-9]{6}\/event-setup$/);
    const copy = /\/host\/([A-Z0-9]{6})\//.exec(host.url())?.[1] ?? '';
    expect(copy).not.toBe(code);
    await expect(host.getByLabel('Event Title')).toHaveValue(EVENT_TITLE);
    await host.getByLabel('Event Date').fill('2031-01-02');
    await host.getByRole('button', { name: 'Next' }).click();
    await expect(host).toHaveURL(`/host/${copy}/board-config`);
    await host.getByRole('link', { name: 'Next' }).click();
    await expect(host).toHaveURL(`/host/${copy}/game-rules`);
    await host.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(host).toHaveURL(`/host/${copy}/pricing`);
    await expect(host.getByRole('button', { name: 'Make Payment' })).toBeVisible();
    const copied = await apiClient(request).getHostGame(token, copy);
    expect(copied.eventDate).toBe('2031-01-02');
    expect(copied.words).toEqual(completeSetup.words);
    // Back walks the new game's steps, never the old game's room.
    await host.getByRole('button', { name: 'Back' }).click();
    await expect(host).toHaveURL(`/host/${copy}/game-rules`);
    await saveScreenshot(host, { path: `${SHOTS}/control-room-05-play-again.png` });
  });

  await ann.context.close();
  await hostContext.close();
});

test('a signed-out visitor on a phone sees Join a game first, then what Picture Bingo is and the login', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  // Guests told to type the code on the site see joining first, on the first screen of a phone.
  const code = page.getByRole('textbox', { name: 'Room Code' });
  const about = page.getByRole('heading', { name: 'What is Picture Bingo?' });
  await expect(code).toBeInViewport();
  const [codeBox, aboutBox] = [await code.boundingBox(), await about.boundingBox()];
  expect(codeBox && aboutBox && codeBox.y < aboutBox.y).toBe(true);
  await expect(about).toBeVisible();
  await expect(page.getByText(/A bingo game played with phone cameras at a party/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Game' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, { path: `${SHOTS}/login-about-phone.png`, fullPage: true });
  await context.close();
});
