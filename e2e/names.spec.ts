import { NAME_NOT_ALLOWED, NAME_TAKEN } from '@picture-bingo/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  createPaidGame,
  EVENT_TITLE,
  expectNoSeriousA11yViolations,
  registerHost,
  saveScreenshot,
} from './support';

/**
 * Safe names: look-alike and profane names are refused on the name screen with the server's message,
 * a generated name works, the host renames a player (every screen follows) and can turn the filter off.
 */

const PHONE = { width: 390, height: 844 };
const INVISIBLE = 'Player Name must have letters, numbers or symbols you can see';

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

const lobbyNames = (page: Page) => page.getByRole('region', { name: 'Players' }).getByRole('listitem');
const queueRows = (page: Page) =>
  page.getByRole('region', { name: /^Players \(\d+\)$/ }).getByRole('listitem');

async function openNameScreen(page: Page, code: string) {
  await page.goto(`/join/${code}`);
  await expect(page).toHaveURL(new RegExp(`/room/${code}/player-name$`));
  await expect(page.getByRole('heading', { name: EVENT_TITLE })).toBeVisible();
}

/** Types a name, presses Next, and expects the server's refusal in the alert (staying on the name screen). */
async function expectRefused(page: Page, name: string, message: string) {
  await page.getByLabel('Player Name').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page).toHaveURL(/\/player-name$/);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('look-alike, invisible and profane names are refused; a generated name works; the host renames and can turn the filter off', async ({
  browser,
  request,
}) => {
  const host = await phone(browser);
  const email = await registerHost(host, { open: null });
  const code = await createPaidGame(request, email);
  await host.goto(`/host/${code}/players-queue`);
  await expect(host.getByRole('heading', { name: 'Players (0)' })).toBeVisible();

  const ann = await phone(browser);
  const ben = await phone(browser);

  await test.step('Ann joins as "Admin"', async () => {
    await openNameScreen(ann, code);
    await ann.getByLabel('Player Name').fill('Admin');
    await ann.getByRole('button', { name: 'Next' }).click();
    await expect(lobbyNames(ann)).toHaveText(['Admin (you)']);
  });

  await test.step('Ben: look-alikes of "Admin", an invisible name and a profane one are refused', async () => {
    await openNameScreen(ben, code);
    await expectRefused(ben, 'ａｄｍｉｎ', NAME_TAKEN);
    await expectRefused(ben, 'admin\u200b', NAME_TAKEN);
    await expectRefused(ben, ' ADMIN\u202E ', NAME_TAKEN);
    await expectRefused(ben, '\u200b\u2060', INVISIBLE);
    await expectRefused(ben, 'Fuck Face', NAME_NOT_ALLOWED);
    await expectRefused(ben, 'ＳＨＩＴ', NAME_NOT_ALLOWED);
    await noSidewaysScroll(ben);
    await expectNoSeriousA11yViolations(ben);
    await saveScreenshot(ben, { path: test.info().outputPath('name-refused.png') });
  });

  let generated = '';
  await test.step('Ben takes a generated name', async () => {
    const field = ben.getByLabel('Player Name');
    await ben.getByRole('button', { name: 'Suggest a name' }).click();
    await expect(field).toHaveValue(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    await expect(ben.getByRole('alert')).toBeHidden();
    generated = await field.inputValue();
    await saveScreenshot(ben, { path: test.info().outputPath('name-suggested.png') });
    await ben.getByRole('button', { name: 'Next' }).click();
    await expect(lobbyNames(ben)).toHaveText(['Admin', `${generated} (you)`]);
    await expect(queueRows(host)).toHaveCount(2);
  });

  await test.step('the host renames Admin: refusals in the dialog, then every screen follows', async () => {
    await host.getByRole('button', { name: 'Rename Admin' }).click();
    const dialog = host.getByRole('dialog', { name: 'Rename Admin' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel('New name');
    await field.fill(generated.toUpperCase());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(NAME_TAKEN);
    await field.fill('Dickhead');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(NAME_NOT_ALLOWED);
    await expectNoSeriousA11yViolations(host);
    await noSidewaysScroll(host);
    await saveScreenshot(host, { path: test.info().outputPath('rename-dialog.png') });
    await field.fill('  Ａnn  Lee ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(queueRows(host).first()).toContainText('Ann Lee');
    await expect(lobbyNames(ann)).toHaveText(['Ann Lee (you)', generated]);
    await expect(lobbyNames(ben)).toHaveText(['Ann Lee', `${generated} (you)`]);
    await saveScreenshot(host, { path: test.info().outputPath('queue-renamed.png') });
  });

  await test.step('the host turns the name filter off; a name it refused now joins', async () => {
    const cy = await phone(browser);
    await openNameScreen(cy, code);
    await expectRefused(cy, 'Bitch', NAME_NOT_ALLOWED);

    await host.goto(`/host/${code}/game-rules`);
    const filter = host.getByRole('checkbox', { name: 'Filter rude names' });
    await expect(filter).toBeChecked();
    await expect(filter).toBeEnabled();
    await filter.uncheck();
    await expect(host.getByText(/Saved/)).toBeVisible();
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: test.info().outputPath('rules-filter-off.png'), fullPage: true });

    await cy.getByLabel('Player Name').fill('Bitch');
    await cy.getByRole('button', { name: 'Next' }).click();
    await expect(lobbyNames(cy)).toHaveText(['Ann Lee', generated, 'Bitch (you)']);
  });
});
