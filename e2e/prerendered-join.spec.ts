import { expect, test, type BrowserContext } from '@playwright/test';
import { hostApi } from './players';
import { createHost, expectNoSeriousA11yViolations, saveScreenshot } from './support';

/**
 * Join link → name field: a phone new to the app gets the name step (and /join its code form) in the
 * page's HTML, so it shows and takes typing while the app's JS is still on its way. The app then renders the same
 * screen over it and keeps what was typed, where the caret was, and asks nothing the page already said.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const HOSTILE_TITLE = '<img src=x onerror="document.title=1">Quiz & "Pizza" night';

/** Holds every JS file of the app until `release` is called: the page as a slow network shows it first. */
async function holdScripts(context: BrowserContext) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a join link shows the name step before the app loads, and the app keeps what was typed', async ({
  browser,
  request,
}) => {
  const api = hostApi(request, (await createHost(request)).email);
  const code = await api.createPaidGame({ eventTitle: HOSTILE_TITLE, hostName: 'Ada <b>' });

  const context = await browser.newContext(phone);
  const release = await holdScripts(context);
  const page = await context.newPage();
  const summaryCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/game/${code}`) summaryCalls.push(r.url());
  });
  // 'commit': the page's load waits for its module scripts, which are held.
  await page.goto(`/join/${code}`, { waitUntil: 'commit' });
  const field = page.getByLabel('Player Name');
  await expect(field).toBeVisible();
  await expect(page.getByRole('heading', { name: HOSTILE_TITLE })).toBeVisible();
  await expect(page.getByText('Hosted by Ada <b>.', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('Player Name · Picture Bingo');
  // The app has not run: it moves a join link on to the name step's own address as it starts.
  await expect(page).toHaveURL(new RegExp(`/join/${code}$`));
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, { path: test.info().outputPath('prerendered-name-step.png') });

  await field.click();
  await page.keyboard.type('Zoë');
  const box = await field.boundingBox();
  release();

  // The app's screen: same place, the name typed so far, still focused, and typing goes on into it. The address
  // and the field's value and focus are the prerendered screen's too: the checks wait for the app to take it over.
  await expect(page.locator('#root[data-app]')).toBeAttached();
  await expect(page).toHaveURL(new RegExp(`/room/${code}/player-name$`));
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expect(field).toHaveValue('Zoë');
  await expect(field).toBeFocused();
  expect(await field.boundingBox()).toEqual(box);
  await page.keyboard.type(' K');
  await expect(field).toHaveValue('Zoë K');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Waiting for the host to start…')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Zoë K' })).toBeVisible();
  // The page brought the game's summary: the app did not ask for it again.
  expect(summaryCalls).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // Now a returning browser: its join links come as built, and the app routes it (here: to its lobby).
  expect((await context.cookies()).some((c) => c.name === 'pb_known' && c.value === '1')).toBe(true);
  const again = await page.request.get(`/join/${code}`);
  expect(await again.text()).not.toContain('name="playerName"');
  await page.goto(`/join/${code}`);
  await expect(page).toHaveURL(new RegExp(`/room/${code}$`));
  await expect(page.getByText('Waiting for the host to start…')).toBeVisible();
  await context.close();
});

test('/join takes the room code before the app loads, and even without it', async ({ browser, request }) => {
  const api = hostApi(request, (await createHost(request)).email);
  const code = await api.createPaidGame({ eventTitle: 'Garden party' });

  // Typed while the JS is on its way: the app keeps it and joins with it.
  const context = await browser.newContext(phone);
  const release = await holdScripts(context);
  const page = await context.newPage();
  await page.goto('/join', { waitUntil: 'commit' });
  const codeField = page.getByLabel('Room Code');
  await expect(codeField).toBeVisible();
  await codeField.click();
  await page.keyboard.type(code.toLowerCase());
  release();
  await expect(page.getByRole('button', { name: 'Scan QR Code' })).toBeEnabled();
  await expect(codeField).toHaveValue(code.toLowerCase());
  await expect(codeField).toBeFocused();
  await page.getByRole('button', { name: 'Join Game' }).click();
  await expect(page).toHaveURL(new RegExp(`/room/${code}/player-name$`));
  await expect(page.getByRole('heading', { name: 'Garden party' })).toBeVisible();
  await context.close();

  // The app's JS never arrives: the form still leads to the game's name step, prerendered.
  const noScript = await browser.newContext(phone);
  await noScript.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  const bare = await noScript.newPage();
  await bare.goto('/join', { waitUntil: 'commit' });
  await bare.getByLabel('Room Code').fill(` ${code.slice(0, 3)}-${code.slice(3)} `);
  await bare.getByRole('button', { name: 'Join Game' }).click();
  await expect(bare).toHaveURL(new RegExp(`/join/${code}$`));
  await expect(bare.getByRole('heading', { name: 'Garden party' })).toBeVisible();
  await expect(bare.getByLabel('Player Name')).toBeEditable();
  await noScript.close();
});
