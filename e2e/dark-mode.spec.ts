import { expect, test, type Page } from '@playwright/test';
import { card, expectOnBoard, hostApi, uploadIntoNextEmptyCell } from './players';
import { expectNoSeriousA11yViolations, PHONE, registerHost, saveScreenshot } from './support';

const SHOTS = 'docs/screens';
const NIGHT_PHONE = { ...PHONE, colorScheme: 'dark' as const };

/** The page's own background colour, as drawn. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('phones follow the system’s dark mode: the name step, the lobby, the card and the gallery, axe clean', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({});

  const context = await browser.newContext(NIGHT_PHONE);
  const phone = await context.newPage();
  await test.step('the name step is dark and readable', async () => {
    await phone.goto(`/join/${code}`);
    await expect(phone.getByLabel('Player Name')).toBeVisible();
    expect(await background(phone)).toBe('rgb(2, 6, 23)');
    await expectNoSeriousA11yViolations(phone);
    await saveScreenshot(phone, { path: `${SHOTS}/dark-01-name-phone.png` });
  });

  await test.step('the lobby', async () => {
    await phone.getByLabel('Player Name').fill('Nia');
    await phone.getByRole('button', { name: 'Next' }).click();
    await expect(phone.getByText('Waiting for the host to start…')).toBeVisible();
    expect(await background(phone)).toBe('rgb(2, 6, 23)');
    await expectNoSeriousA11yViolations(phone);
    await saveScreenshot(phone, { path: `${SHOTS}/dark-02-lobby-phone.png` });
  });

  await test.step('the card with a photo, and the gallery', async () => {
    await api.start(code);
    await expectOnBoard(phone, code);
    await uploadIntoNextEmptyCell(phone);
    await expect(card(phone).locator('img')).toHaveCount(1);
    await expectNoSeriousA11yViolations(phone);
    await saveScreenshot(phone, { path: `${SHOTS}/dark-03-card-phone.png`, fullPage: true });
    await phone.getByRole('link', { name: 'Go to Gallery' }).click();
    await expect(phone.getByRole('heading', { name: 'Image Gallery' })).toBeVisible();
    await expectNoSeriousA11yViolations(phone);
    await saveScreenshot(phone, { path: `${SHOTS}/dark-04-gallery-phone.png`, fullPage: true });
  });

  await test.step('a phone in light mode stays light', async () => {
    const day = await browser.newContext(PHONE);
    const page = await day.newPage();
    await page.goto(`/join/${code}`);
    await expect(page.getByLabel('Player Name')).toBeVisible();
    expect(await background(page)).not.toBe('rgb(2, 6, 23)');
  });
});
