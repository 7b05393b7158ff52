import AxeBuilder from '@axe-core/playwright';

import {
  ApiClient,
  completeSetup,
  PASSWORD,
  uniqueEmail,
  type Credential,
  type Transport,
} from '@picture-bingo/testkit';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { mailbox, verifyHostByMail } from './mail';

/** A phone's browser context: 390x844, touch, mobile. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export { completeSetup, EVENT_TITLE, PASSWORD, uniqueEmail, WELCOME_MESSAGE } from '@picture-bingo/testkit';

/** Fails on any serious or critical axe violation on the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Registers a new host through the UI and waits for /host. Unless `verify` is false, the host also follows the
 * verification link the server mailed (paying needs it), while the app loads /host; if /host had already asked
 * the server (and shows the "Please verify" banner), it loads again.
 */
export async function registerHost(page: Page, email = uniqueEmail(), { verify = true } = {}) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  const me = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/auth/me' && r.request().method() === 'GET' && r.ok(),
  );
  // The link of this registration: an address that registers again (its account deleted) has older mails.
  const mailed = mailbox.mailsTo(email, 'verify').length;
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  if (verify) await verifyAddress(page.request, email, mailed + 1);
  await expect(page).toHaveURL(/\/host$/);
  if (verify) {
    const { user } = (await (await me).json()) as { user: { emailVerified?: boolean } };
    if (!user.emailVerified) await page.goto('/host');
  }
  return email;
}

/**
 * Follows a verification link mailed to this address (as its owner would, from the mail): the `nth` one (waiting
 * for it), or the latest.
 */
export async function verifyAddress(request: APIRequestContext, email: string, nth?: number) {
  const mails = mailbox.mailsTo(email, 'verify');
  const mail =
    nth !== undefined
      ? await mailbox.waitFor(email, 'verify', nth)
      : (mails.at(-1) ?? (await mailbox.waitFor(email, 'verify')));
  const res = await request.post('/api/auth/verify-email', { data: { token: mail.token } });
  expect(res.status()).toBe(200);
}

export async function login(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The shared API client (@picture-bingo/testkit) over Playwright's request context (the run's baseURL). */
export function playwrightTransport(request: APIRequestContext): Transport {
  return async ({ method, url, headers, body }) => {
    const res = await request.fetch(url, {
      method,
      headers,
      data: typeof body === 'string' || body === undefined ? body : Buffer.from(body),
      maxRedirects: 0,
    });
    return { status: res.status(), headers: res.headers(), text: await res.text() };
  };
}

/** Hosts it registers follow their mailed verification link. */
export const apiClient = (request: APIRequestContext) =>
  new ApiClient(playwrightTransport(request), { verifyHost: verifyHostByMail });

/**
 * The host's credential for API calls straight from the test: access tokens live 4 s in these runs, so each
 * call signs in afresh (a session of its own: the page's tokens are left alone).
 */
export const hostCredential =
  (request: APIRequestContext, email: string): Credential =>
  async () =>
    (await apiClient(request).login(email)).accessToken;

/** Bearer headers for the host, freshly signed in. */
export async function hostHeaders(request: APIRequestContext, email: string) {
  return { Authorization: `Bearer ${(await apiClient(request).login(email)).accessToken}` };
}

/** Creates a game through the API and pays for it at the local checkout: its lobby opens. Returns its code. */
export async function createPaidGame(
  request: APIRequestContext,
  email: string,
  setup: object = completeSetup,
) {
  const game = await apiClient(request).createPaidGame(hostCredential(request, email), setup);
  return game.gameCode;
}

/** Draws a rendered QR code <img> at its own size onto a canvas and decodes it (its text, or undefined). */
export async function decodeQr(image: Locator): Promise<string | undefined> {
  const pixels = await image.evaluate((node) => {
    if (!(node instanceof HTMLImageElement)) throw new Error('Not an image');
    const canvas = document.createElement('canvas');
    canvas.width = node.naturalWidth;
    canvas.height = node.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(node, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data;
}
