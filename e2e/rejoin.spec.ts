import { MOVED_TO_ANOTHER_DEVICE } from '@picture-bingo/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { card, expectOnBoard, hostApi, uploadIntoNextEmptyCell } from './players';
import { expectNoSeriousA11yViolations, registerHost, saveScreenshot } from './support';

const PHONE = { viewport: { width: 390, height: 844 } };
const SHOTS = 'test-results/rejoin';

/** A phone that joins by link at 390×844, picks a name and waits in the lobby. */
async function phoneJoins(browser: Browser, code: string, name: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`/join/${code}`);
  await expect(page).toHaveURL(new RegExp(`/room/${code}/player-name$`));
  await page.getByLabel('Player Name').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Waiting for the host to start…')).toBeVisible();
  return { context, page };
}

const row = (host: Page, name: string) => host.getByRole('listitem').filter({ hasText: name });

/** Nothing on the page is wider than the phone's screen. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a player whose phone died continues on a new phone with the host’s rejoin code', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext(PHONE);
  const host = await hostContext.newPage();
  const email = await registerHost(host, { open: null });
  const api = hostApi(request, email);
  const code = await api.createPaidGame({});
  await host.goto(`/host/${code}/players-queue`);

  const ann = await phoneJoins(browser, code, 'Ann');
  const bob = await phoneJoins(browser, code, 'Bob');
  let label = '';

  await test.step('the host sees who is online', async () => {
    await expect(row(host, 'Ann').getByText('Online', { exact: true })).toBeVisible();
    await expect(row(host, 'Bob').getByText('Online', { exact: true })).toBeVisible();
    await api.start(code);
    await expectOnBoard(ann.page, code);
    await expectOnBoard(bob.page, code);
    label = await uploadIntoNextEmptyCell(ann.page);
    // On their cards now (each screen its own socket): still online.
    await expect(row(host, 'Ann').getByText('Online', { exact: true })).toBeVisible();
    await expect(row(host, 'Bob').getByText('Online', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(host);
    await saveScreenshot(host, { path: `${SHOTS}/1-queue-online.png`, fullPage: true });
  });

  // The phone keeps its storage (device id and token) for when it comes back on.
  const oldPhone = await ann.context.storageState();

  await test.step('Ann’s phone dies: the host sees her offline, Bob still online', async () => {
    await ann.context.close();
    await expect(row(host, 'Ann').getByText('Offline', { exact: true })).toBeVisible();
    await expect(row(host, 'Bob').getByText('Online', { exact: true })).toBeVisible();
  });

  let rejoinCode = '';
  await test.step('the host gets a one-time rejoin code for Ann', async () => {
    await host.getByRole('button', { name: 'Move Ann to a new device' }).click();
    const dialog = host.getByRole('dialog', { name: 'Move Ann to a new device' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Get rejoin code' }).click();
    const shown = dialog.getByTestId('rejoin-code');
    await expect(shown).toHaveText(/^[A-Z2-9]{6}$/);
    rejoinCode = (await shown.textContent()) ?? '';
    await expect(dialog.getByText(`room code ${code}`, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(host);
    await expectNoHorizontalOverflow(host);
    await saveScreenshot(host, { path: `${SHOTS}/2-rejoin-code.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });

  // Ann's old phone comes back on meanwhile, on her card: it is the one to be told she moved.
  const oldContext = await browser.newContext({ ...PHONE, storageState: oldPhone });
  const old = await oldContext.newPage();
  await old.goto(`/game-board/${code}`);
  await expectOnBoard(old, code);

  await test.step('a wrong code changes nothing; the right one brings Ann’s card to the new phone', async () => {
    const context = await browser.newContext(PHONE);
    const phone = await context.newPage();
    await phone.goto('/join');
    await phone.getByRole('button', { name: 'Continue on this phone' }).click();
    const form = phone.getByRole('region', { name: 'Phone died or switched phones?' });
    await form.getByLabel('Room Code').fill(code);
    const wrong = rejoinCode === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    await form.getByLabel('Rejoin Code').fill(wrong);
    await form.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'That rejoin code is wrong, used or expired. Ask the host for a new one.',
    );
    await expectNoSeriousA11yViolations(phone);
    await expectNoHorizontalOverflow(phone);
    await saveScreenshot(phone, { path: `${SHOTS}/3-continue-wrong-code.png`, fullPage: true });

    // Typed as heard: lower case, with a space.
    await form
      .getByLabel('Rejoin Code')
      .fill(`${rejoinCode.slice(0, 3).toLowerCase()} ${rejoinCode.slice(3)}`);
    await form.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectOnBoard(phone, code);
    await expect(card(phone).getByRole('button', { name: new RegExp(`^${label}: `) })).toBeVisible();
    await expect(
      card(phone)
        .getByRole('button', { name: new RegExp(`^${label}: `) })
        .locator('img'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(phone);
    await saveScreenshot(phone, { path: `${SHOTS}/4-new-phone-card.png`, fullPage: true });
  });

  await test.step('the old phone is told it moved, and stays out after a reload', async () => {
    await expect(old.getByText(MOVED_TO_ANOTHER_DEVICE)).toBeVisible();
    await expect(card(old)).toHaveCount(0);
    await expectNoSeriousA11yViolations(old);
    await saveScreenshot(old, { path: `${SHOTS}/5-old-phone-moved.png`, fullPage: true });
    await old.reload();
    await expect(old.getByText(MOVED_TO_ANOTHER_DEVICE)).toBeVisible();
  });

  await test.step('the host sees Ann online again, one Ann in the queue', async () => {
    await expect(row(host, 'Ann').getByText('Online', { exact: true })).toBeVisible();
    await expect(host.getByRole('listitem').filter({ hasText: 'Ann' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: `${SHOTS}/6-queue-after-move.png`, fullPage: true });
  });
});
