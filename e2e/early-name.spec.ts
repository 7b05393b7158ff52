import { NAME_TAKEN } from '@picture-bingo/shared';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { throttle } from '@picture-bingo/testkit';
import { hostApi, joinAs } from './players';
import { expectNoSeriousA11yViolations, PHONE, registerHost, saveScreenshot } from './support';

/**
 * A guest's first Next on a join link's name step counts whenever it is pressed: the page the server sends has the
 * name step in it (decision 014) and a small script of its own, so a name sent before the app's JS has arrived
 * waits, shown as "Getting ready…", and the app sends it as it takes over. The app's entry is held here until the
 * test lets it go, so the name is always sent first; the phone is Lighthouse's (PHONE_PROFILE, @picture-bingo/testkit).
 */

const queueRows = (page: Page) =>
  page.getByRole('region', { name: /^Players \(\d+\)$/ }).getByRole('listitem');

/** Holds the app's entry script (named in the page's HTML) until `release` is called. */
async function holdEntry(context: BrowserContext, code: string) {
  const html = await (await context.request.get(`/join/${code}`)).text();
  const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in the page');
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await context.route(`**${entry}`, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  return { release, wasHeld: () => held };
}

async function hostWithQueue(browser: Browser, request: Parameters<typeof hostApi>[0], title: string) {
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  const api = hostApi(request, await registerHost(host, { open: null }));
  const code = await api.createPaidGame({ eventTitle: title });
  await host.goto(`/host/${code}/players-queue`);
  await expect(host.getByRole('heading', { name: 'Players (0)' })).toBeVisible();
  return { hostContext, host, code };
}

/** A new phone on the phone profile at the name step, its app held back, the name typed and sent at once. */
async function sendNameBeforeTheApp(browser: Browser, code: string, name: string) {
  const context = await browser.newContext(PHONE);
  // The page's own request context carries no cookie yet: the page is a new phone's (prerendered).
  const entry = await holdEntry(context, code);
  const page = await context.newPage();
  const joins: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/game/${code}/join`) joins.push(r.url());
  });
  await throttle(page);
  await page.goto(`/join/${code}`, { waitUntil: 'commit' });
  const field = page.getByLabel('Player Name');
  await field.fill(name);
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();
  // Sent, and shown as waiting for the app, which has not arrived.
  const waiting = page.getByRole('button', { name: 'Getting ready…' });
  await expect(waiting).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Getting ready…' })).toBeAttached();
  await expect(field).toHaveValue(name);
  expect(entry.wasHeld()).toBe(true);
  expect(joins).toEqual([]);
  return { context, page, field, joins, release: entry.release };
}

test('a name sent before the app has loaded joins the game, once', async ({ browser, request }) => {
  const { hostContext, host, code } = await hostWithQueue(browser, request, 'Early birds');
  const guest = await sendNameBeforeTheApp(browser, code, 'Robin Early');
  await expectNoSeriousA11yViolations(guest.page);
  await saveScreenshot(guest.page, { path: test.info().outputPath('getting-ready-390x844.png') });
  guest.release();

  await expect(guest.page.getByText('Waiting for the host to start…')).toBeVisible({ timeout: 30_000 });
  await expect(guest.page).toHaveURL(new RegExp(`/room/${code}$`));
  await expect(guest.page.getByRole('listitem').filter({ hasText: 'Robin Early' })).toBeVisible();
  await expect(host.getByRole('heading', { name: 'Players (1)' })).toBeVisible();
  await expect(queueRows(host)).toHaveCount(1);
  await expect(queueRows(host).first()).toContainText('Robin Early');
  expect(guest.joins).toHaveLength(1);
  await guest.context.close();
  await hostContext.close();
});

test('a name sent before the app has loaded and refused shows why on the name step', async ({
  browser,
  request,
}) => {
  const { hostContext, host, code } = await hostWithQueue(browser, request, 'Taken names');
  const first = await joinAs(browser, code, 'Sam', PHONE);
  await expect(host.getByRole('heading', { name: 'Players (1)' })).toBeVisible();

  const guest = await sendNameBeforeTheApp(browser, code, 'Sam');
  guest.release();
  await expect(guest.page.getByRole('alert')).toHaveText(NAME_TAKEN, { timeout: 30_000 });
  await expect(guest.page).toHaveURL(new RegExp(`/room/${code}/player-name$`));
  await expect(guest.field).toHaveValue('Sam');
  await expect(guest.field).toBeEditable();
  await saveScreenshot(guest.page, { path: test.info().outputPath('refused-390x844.png') });

  // Another name goes through as usual.
  await guest.field.fill('Sam Two');
  await guest.page.getByRole('button', { name: 'Next' }).click();
  await expect(guest.page.getByText('Waiting for the host to start…')).toBeVisible({ timeout: 30_000 });
  await expect(host.getByRole('heading', { name: 'Players (2)' })).toBeVisible();
  await expect(queueRows(host)).toHaveCount(2);
  await guest.context.close();
  await first.context.close();
  await hostContext.close();
});
