import os from 'node:os';
import { ApiClient, completeSetup, PAYING_CARD, uniqueEmail } from '@picture-bingo/testkit';
import { expect, test, type Page } from '@playwright/test';
import { ownServer } from './own-server';
import { expectNoSeriousA11yViolations, playwrightTransport, registerHost, saveScreenshot } from './support';

/**
 * A newcomer's laptop: the built app started as `npm start` starts it, with no SMTP_URL and no PUBLIC_URL (its
 * own port and data directory next to the suite's server). No mail leaves; the app itself shows the host their
 * link, and nobody else on the venue's network gets it.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 70;
// What `npm start` passes on: the caller's environment without the settings a laptop does not have.
const server = ownServer(PORT, { LOG_LEVEL: 'info' }, [
  'SMTP_URL',
  'PUBLIC_URL',
  'MAIL_TRANSPORT',
  'PAYMENT_PROVIDER',
  'TRUST_PROXY',
]);
const BASE = server.base;

/** This machine's first non-loopback IPv4 address (how a guest's phone on the same network reaches it). */
function lanAddress(): string | null {
  const all = Object.values(os.networkInterfaces()).flat();
  return all.find((a) => a && a.family === 'IPv4' && !a.internal)?.address ?? null;
}

test.use({ viewport: { width: 1366, height: 800 } });

const banner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Please verify your email address' });

test('on a laptop with no mail server the host verifies from the app, returns to pricing and pays', async ({
  page,
  context,
  request,
  browser,
}) => {
  await test.step('the start-up log says in one line where mail goes', () => {
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('Mail:'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `Mail: not sent — no SMTP_URL; sign-up and reset links appear in the app's outbox at ${BASE}/outbox`,
    );
  });

  const email = uniqueEmail('laptop');
  let code = '';
  await test.step('register and set up a game: the banner never says a mail was sent', async () => {
    await registerHost(page, { email, verify: false });
    await expect(banner(page)).toContainText("This server doesn't send mail, so nothing is in your inbox");
    await expect(banner(page)).not.toContainText('We mailed you');
    const api = new ApiClient(playwrightTransport(request));
    const token = async () => (await api.login(email)).accessToken;
    code = (await api.createGame(token, { ...completeSetup, eventTitle: 'Laptop Quiz Night' })).gameCode;
  });

  const otherTab = await context.newPage();
  await test.step('a second tab shows the banner too', async () => {
    await otherTab.goto('/games');
    await expect(banner(otherTab)).toBeVisible();
  });

  await test.step('Make Payment says why it waits, not "Payment failed"', async () => {
    await page.goto(`/host/${code}/pricing`);
    await expect(page.getByRole('heading', { name: 'Laptop Quiz Night' })).toBeVisible();
    await page.getByRole('button', { name: 'Make Payment' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Verify your email address first' });
    await expect(notice).toContainText('open your verification link from the banner above');
    await expect(page.getByText('Payment failed')).toHaveCount(0);
    await expect(page).toHaveURL(`/host/${code}/pricing`);
    await saveScreenshot(page, { path: 'test-results/laptop-mail-payment-waits.png' });
  });

  await test.step('the host opens their link from the banner and returns to the page they left', async () => {
    await banner(page).getByRole('link', { name: 'Open my verification link' }).click();
    await expect(page).toHaveURL(/\/verify-email\?token=/);
    await expect(page.getByText('Your email address is verified')).toBeVisible();
    await page.getByRole('link', { name: 'Back to where you were' }).click();
    await expect(page).toHaveURL(`/host/${code}/pricing`);
    await expect(banner(page)).toHaveCount(0);
  });

  await test.step('the other tab drops its banner without a reload', async () => {
    await expect(banner(otherTab)).toHaveCount(0);
    await otherTab.close();
  });

  await test.step('Make Payment goes on to the local checkout: a paid game', async () => {
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_local_[\w-]+$/);
    await page.getByLabel('Card number').fill(PAYING_CARD);
    await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Quiz Master');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL(`/host/${code}/room-details`);
    const api = new ApiClient(playwrightTransport(request));
    const game = await api.getHostGame(async () => (await api.login(email)).accessToken, code);
    expect(game).toMatchObject({ paid: true, status: 'ACTIVE' });
  });

  await test.step('the outbox opened from the printed link lists the mails; forgot-password points there', async () => {
    const link = /\/outbox#key=[\w-]+/.exec(server.output());
    expect(link, 'the outbox link with its key in the start-up log').not.toBeNull();
    await page.goto(link?.[0] ?? '/outbox');
    // The key leaves the address bar.
    await expect(page).toHaveURL(`${BASE}/outbox`);
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    const mails = page.getByRole('list', { name: 'Mails' });
    await expect(mails.getByRole('listitem').filter({ hasText: `To ${email}` })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, { path: 'test-results/laptop-mail-outbox.png' });

    const reset = await request.post('/api/auth/forgot-password', { data: { email } });
    expect(((await reset.json()) as { message: string }).message).toContain(
      'its reset link is in the outbox',
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(mails.getByRole('link', { name: 'Choose a new password' })).toHaveCount(1);
  });

  // Every machine these runs use has a network address besides loopback; without one there is no guest.
  const lan = lanAddress();
  expect(lan, 'a network address besides loopback').not.toBeNull();
  await test.step('a guest on the venue network gets nothing from the outbox', async () => {
    const guestBase = `http://${lan}:${PORT}`;
    const api = await request.get(`${guestBase}/api/mail/outbox`);
    expect(api.status()).toBe(403);
    expect(await api.json()).toMatchObject({ code: 'OUTBOX_NOT_LOCAL' });
    const guest = await browser.newContext({ baseURL: guestBase });
    const phone = await guest.newPage();
    await phone.goto('/outbox');
    await expect(phone.getByText('The outbox opens only from the link Picture Bingo printed')).toBeVisible();
    await expect(phone.getByRole('list', { name: 'Mails' })).toHaveCount(0);
    await guest.close();
  });
});
