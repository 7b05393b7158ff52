import { setup5x5 } from '@picture-bingo/testkit';
import { expect, test } from '@playwright/test';
import {
  apiClient,
  expectNoSeriousA11yViolations,
  hostCredential,
  registerHost,
  saveScreenshot,
} from './support';

const SHOTS = 'docs/screens';

test('the label chips are one tab stop: from the board size to Next in a handful of Tab presses, arrows inside', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  const email = await registerHost(page, { open: null });
  const { gameCode: code } = await apiClient(request).createGame(hostCredential(request, email), setup5x5);
  await page.goto(`/host/${code}/event-setup`);
  const chips = page.getByRole('list', { name: 'Added labels' }).getByRole('button');
  await expect(chips).toHaveCount(24);

  await page.getByRole('button', { name: '5x5' }).focus();
  const next = page.getByRole('button', { name: 'Next' }).first();
  let presses = 0;
  while (presses < 60 && !(await next.evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  // The label field, the chips (one stop), the Free Space word and its neighbours, Next: not one stop per label.
  expect(presses).toBeLessThanOrEqual(5);

  await page.getByLabel('Board Labels').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove Thing number 1', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Remove Thing number 3', exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Remove Thing number 24' })).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(chips).toHaveCount(23);
  await expect(page.getByRole('button', { name: 'Remove Thing number 23' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, { path: `${SHOTS}/setup-labels-keyboard.png`, fullPage: true });
});
