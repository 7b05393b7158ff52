import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { createHash } from 'node:crypto';

import {
  ApiClient,
  completeSetup,
  PASSWORD,
  uniqueEmail,
  type Credential,
  type Transport,
} from '@picture-bingo/testkit';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import jsQR from 'jsqr';
import { mailbox, verifyHostByMail } from './mail';

export {
  completeSetup,
  EVENT_TITLE,
  PASSWORD,
  PHONE,
  SHARP_PHONE,
  uniqueEmail,
  WELCOME_MESSAGE,
} from '@picture-bingo/testkit';

/**
 * Saves a screenshot for people to look at (docs/screens, a spec's output folder) when E2E_SAVE_SCREENSHOTS=1; a
 * run that only tests (CI's) takes none. Nothing a test asserts reads these files.
 */
export async function saveScreenshot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (process.env.E2E_SAVE_SCREENSHOTS !== '1') return;
  if ('context' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}

/** The screen states this worker has scanned with axe (screenState's digests). */
const scannedStates = new Set<string>();

/**
 * A digest of what axe reads on the page, without what people typed or uploaded: the document's language and
 * direction, the window's width and colour scheme, and every element's tag, classes, inline style, role and type,
 * which ARIA, id, label and alt attributes it has, and whether it holds text of its own. Two pages with the same
 * digest are one screen state (another game's names, codes and photos) and get the same verdict from axe.
 */
async function screenState(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const root = document.documentElement;
    const parts = [
      root.lang,
      root.dir,
      String(window.innerWidth),
      String(window.matchMedia('(prefers-color-scheme: dark)').matches),
    ];
    for (const element of Array.from(document.querySelectorAll('*') as ArrayLike<Element>)) {
      const attributes = Array.from(element.attributes as ArrayLike<Attr>)
        .filter((a) => /^(aria-|id$|for$|alt$|title$|tabindex$|disabled$|hidden$|href$|src$)/.test(a.name))
        .map((a) => a.name);
      const ownText = Array.from(element.childNodes as ArrayLike<ChildNode>).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      parts.push(
        [
          element.tagName,
          element.getAttribute('class') ?? '',
          element.getAttribute('style') ?? '',
          element.getAttribute('role') ?? '',
          element.getAttribute('type') ?? '',
          attributes.join(','),
          ownText ? 'T' : '',
        ].join('|'),
      );
    }
    return parts.join('\n');
  });
  return createHash('sha256').update(state).digest('hex');
}

/**
 * Waits for the page's running animations and transitions that end (a toast fading in, a dialog sliding up) to end:
 * axe reads colours as they are at that moment, and text half faded in has half its contrast. Endless ones (a
 * spinner) are left running.
 */
async function animationsDone(page: Page) {
  const ended = page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // An animation its page holds still never ends: the scan waits for it 3 s at most.
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3_000))]);
}

/**
 * The axe rules whose own impact is moderate or minor. axe gives every violation of such a rule the rule's impact,
 * so none can fail the check below, and each costs a scan of its own (`region` walks every element): the scan runs
 * without them and answers the same.
 */
const MINOR_RULES = (axe as unknown as { _audit: { rules: { id: string; impact?: string }[] } })._audit.rules
  .filter((rule) => rule.impact === 'moderate' || rule.impact === 'minor')
  .map((rule) => rule.id);

/**
 * Fails on any serious or critical axe violation on the current page. A screen state this worker has already
 * scanned (screenState) passed then and is not scanned again: the suite reaches the same lobby, card and gallery
 * from many specs.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await animationsDone(page);
  const state = await screenState(page);
  if (scannedStates.has(state)) return;
  const results = await new AxeBuilder({ page }).disableRules(MINOR_RULES).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
  scannedStates.add(state);
}

/**
 * A new host account, made through the API (the sign-up form is under test in auth.spec.ts alone), with no browser:
 * for a test whose host works through the API alone. Unless `verify` is false, the host first follows the
 * verification link the server mailed (paying needs it). Returns the address and the session the forms would store.
 */
export async function createHost(
  request: APIRequestContext,
  { email = uniqueEmail(), verify = true }: { email?: string; verify?: boolean } = {},
) {
  // The link of this registration: an address that registers again (its account deleted) has older mails.
  const mailed = mailbox.mailsTo(email, 'verify').length;
  const session = await new ApiClient(playwrightTransport(request)).registerHost(email);
  if (verify) await verifyAddress(request, email, mailed + 1);
  return { email, session: { ...session, user: { ...session.user, emailVerified: verify } } };
}

/**
 * A new host (createHost) signed in on `page`: the session the sign-up form would store (tokens and user) is put in
 * the page's storage, and the page opens `open` (/host), or nothing when it is null (the test opens its own page).
 */
export async function registerHost(
  page: Page,
  { email, verify, open = '/host' }: { email?: string; verify?: boolean; open?: string | null } = {},
) {
  const host = await createHost(page.request, { email, verify });
  await signIn(page, host.session, { open });
  return host.email;
}

/**
 * Puts a session (as the sign-in and sign-up forms store it) in the page's storage and opens `open` (/host), or
 * nothing when it is null.
 */
export async function signIn(
  page: Page,
  session: { accessToken: string; refreshToken: string; user: unknown },
  { open = '/host' }: { open?: string | null } = {},
) {
  // Any page of the app's origin holds its storage; the health check's answer loads nothing else.
  await page.goto('/api/health');
  await page.evaluate(({ accessToken, refreshToken, user }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  if (open === null) return;
  await page.goto(open);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === open);
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

/** The access token each host signed in with, per request context (one test's): tokens live 15 minutes. */
const signedIn = new WeakMap<APIRequestContext, Map<string, Promise<string>>>();

/**
 * The host's access token for API calls straight from the test: signed in once per test (a session of its own: the
 * page's tokens are left alone), that token used for the test's later calls. A refused sign-in is not kept.
 */
function hostToken(request: APIRequestContext, email: string): Promise<string> {
  let tokens = signedIn.get(request);
  if (!tokens) signedIn.set(request, (tokens = new Map()));
  let token = tokens.get(email);
  if (!token) {
    token = apiClient(request)
      .login(email)
      .then((auth) => auth.accessToken);
    token.catch(() => tokens.delete(email));
    tokens.set(email, token);
  }
  return token;
}

/** The host's credential for the shared API client (hostToken's token). */
export const hostCredential =
  (request: APIRequestContext, email: string): Credential =>
  () =>
    hostToken(request, email);

/** Bearer headers for the host (hostToken's token). */
export async function hostHeaders(request: APIRequestContext, email: string) {
  return { Authorization: `Bearer ${await hostToken(request, email)}` };
}

/**
 * A new host (registerHost) signed in on a browser of their own (`options`: its screen) with no page open yet (the
 * test opens the one it is about), with the API client and their credential for the calls the test makes straight to
 * the server.
 */
export async function newHost(browser: Browser, request: APIRequestContext, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const email = await registerHost(page, { open: null });
  return { context, page, email, api: apiClient(request), token: hostCredential(request, email) };
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
