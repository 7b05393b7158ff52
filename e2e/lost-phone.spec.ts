import { MOVED_TO_ANOTHER_DEVICE } from '@picture-bingo/shared';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { card, expectOnBoard, hostApi, joinAs, uploadIntoNextEmptyCell } from './players';
import { expectNoSeriousA11yViolations, PHONE, registerHost, saveScreenshot } from './support';

const HOST = { viewport: { width: 1366, height: 800 } };
// Four browsers at once (a host, two old phones, a new one): each screen gets longer to settle.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = 'docs/screens';

/** A new phone at 390×844 that opens the join link and types a name a player of the game has. */
async function newPhoneTypes(browser: Browser, code: string, name: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`/join/${code}`);
  await expect(page).toHaveURL(new RegExp(`/room/${code}/player-name$`));
  await page.getByLabel('Player Name').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('That name is taken in this game. Try another.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Is this you on a new phone?' })).toBeVisible();
  return { context, page };
}

const requests = (host: Page) => host.getByRole('region', { name: 'New phone requests' });

test('a lost phone: the new phone asks, the host approves with one tap, the card moves and the old phone stops', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const hostContext = await browser.newContext(HOST);
  const host = await hostContext.newPage();
  const email = await registerHost(host, { open: null });
  const api = hostApi(request, email);
  const code = await api.createPaidGame({});
  const ann = await joinAs(browser, code, 'Ann', PHONE);
  const bob = await joinAs(browser, code, 'Bob', PHONE);
  await api.start(code);
  await expectOnBoard(ann.page, code);
  const label = await uploadIntoNextEmptyCell(ann.page);
  await host.goto(`/room/${code}`);
  await expect(host.getByText('The game is on')).toBeVisible();

  const phone = await newPhoneTypes(browser, code, 'ann');
  await test.step('the new phone offers to ask the host; asking changes nothing for the old phone', async () => {
    await expectNoSeriousA11yViolations(phone.page);
    await saveScreenshot(phone.page, { path: `${SHOTS}/lost-phone-01-offer-phone.png` });
    await phone.page.getByRole('button', { name: 'Yes, continue as Ann' }).click();
    await expect(phone.page.getByRole('heading', { name: 'Waiting for the host…' })).toBeVisible();
    await expectNoSeriousA11yViolations(phone.page);
    await saveScreenshot(phone.page, { path: `${SHOTS}/lost-phone-02-waiting-phone.png` });
    // A reload keeps the wait.
    await phone.page.reload({ waitUntil: 'domcontentloaded' });
    await expect(phone.page.getByRole('heading', { name: 'Waiting for the host…' })).toBeVisible();
    await expect(card(ann.page)).toBeVisible();
    await expect(ann.page.getByText(MOVED_TO_ANOTHER_DEVICE)).toHaveCount(0);
  });

  await test.step('the request shows on the control room without a reload', async () => {
    await expect(requests(host).getByText('Ann asks to continue on a new phone')).toBeVisible();
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: `${SHOTS}/lost-phone-03-request-host.png` });
  });

  await test.step('one tap: the new phone gets Ann’s card and photo, the old phone is told it moved', async () => {
    await requests(host).getByRole('button', { name: 'Approve Ann' }).click();
    await expect(host.getByText('Ann continues on their new phone')).toBeVisible();
    await expect(requests(host)).toHaveCount(0);
    await expectOnBoard(phone.page, code);
    await expect(
      card(phone.page)
        .getByRole('button', { name: new RegExp(`^${label}: `) })
        .locator('img'),
    ).toBeVisible();
    await expect(ann.page.getByText(MOVED_TO_ANOTHER_DEVICE)).toBeVisible();
    await expect(card(ann.page)).toHaveCount(0);
    await saveScreenshot(phone.page, { path: `${SHOTS}/lost-phone-04-card-on-new-phone.png` });
  });

  await test.step('a declined request leaves Bob where he is and tells the asking phone', async () => {
    const other = await newPhoneTypes(browser, code, 'Bob');
    await other.page.getByRole('button', { name: 'Yes, continue as Bob' }).click();
    await expect(other.page.getByRole('heading', { name: 'Waiting for the host…' })).toBeVisible();
    await requests(host).getByRole('button', { name: 'Decline' }).click();
    await expect(other.page.getByText('The host did not approve this.', { exact: false })).toBeVisible();
    await expect(other.page.getByRole('button', { name: 'Ask again' })).toBeVisible();
    await expect(card(bob.page)).toBeVisible();
    await expectNoSeriousA11yViolations(other.page);
  });
});
