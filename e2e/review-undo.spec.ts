import { REJECT_UNDO_SECONDS } from '@picture-bingo/shared';
import { expect, test, type Page } from '@playwright/test';
import { card, expectOnBoard, joinAs, uploadIntoNextEmptyCell } from './players';
import {
  apiClient,
  completeSetup,
  expectNoSeriousA11yViolations,
  hostCredential,
  PHONE,
  registerHost,
  saveScreenshot,
} from './support';

const LAPTOP = { width: 1366, height: 800 };

/** The player's note under the card saying why the host rejected the photo of this cell. */
const rejectedNote = (page: Page, label: string, why: string) =>
  page.getByText(`“${label}”: The host rejected it: ${why}.`);

/** The player's cell for this label, by the name its button carries (label, then what it shows). */
const cellOf = (page: Page, label: string) =>
  card(page).getByRole('button', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `) });

test('a reason chip only fills the reason in; every rejection can be undone until its files are deleted', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ viewport: LAPTOP });
  const host = await hostContext.newPage();
  const email = await registerHost(host, { open: null });
  const api = apiClient(request);
  const token = hostCredential(request, email);
  const { gameCode: code } = await api.createPaidGame(token, { ...completeSetup, photoReview: true });

  const ann = await joinAs(browser, code, 'Ann', PHONE);
  await api.start(token, code);
  await expectOnBoard(ann.page, code);
  const first = await uploadIntoNextEmptyCell(ann.page);
  const second = await uploadIntoNextEmptyCell(ann.page);
  const waiting = await api.pendingPhotos(token, code);
  expect(waiting.map((p) => p.value)).toEqual([first, second]);

  await host.goto(`/host/${code}/review`);
  const heading = host.getByRole('heading', { name: /^Waiting for review/ });
  const shown = host.getByRole('region', { name: 'Photo being reviewed' });
  const reason = host.getByRole('textbox', { name: /Reason for rejecting/ });
  const undoBar = host.getByRole('list', { name: 'Rejections you can undo' });
  await expect(heading).toHaveText('Waiting for review (2)');
  await expect(shown.getByRole('img')).toHaveAccessibleName(`Ann's photo for ${first}`);

  await test.step('tapping a reason chip rejects nothing: it fills the reason in', async () => {
    const chip = host.getByRole('button', { name: 'Too blurry' });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(reason).toHaveValue('Too blurry');
    await expect(heading).toHaveText('Waiting for review (2)');
    expect(await api.pendingPhotos(token, code)).toHaveLength(2);
    await expect(cellOf(ann.page, first)).toHaveAccessibleName(/Waiting for the host/);
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: test.info().outputPath('review-chip-chosen-1366.png') });
  });

  await test.step('Reject: the photo leaves the queue; Undo: it is back, and waits on the player’s card again', async () => {
    await shown.getByRole('button', { name: 'Reject' }).click();
    await expect(heading).toHaveText('Waiting for review (1)');
    await expect(undoBar).toContainText(`${first} by Ann`);
    await expect(rejectedNote(ann.page, first, 'Too blurry')).toBeVisible();
    // Undone within REJECT_UNDO_SECONDS of the rejection: nothing slow (axe, screenshots) comes in between.
    await undoBar
      .getByRole('button', { name: `Undo rejecting Ann's photo for ${first}` })
      .click({ timeout: REJECT_UNDO_SECONDS * 1000 });
    await expect(heading).toHaveText('Waiting for review (2)');
    await expect(undoBar).toBeHidden();
    await expect(shown.getByRole('img')).toHaveAccessibleName(`Ann's photo for ${first}`);
    await expect(cellOf(ann.page, first)).toHaveAccessibleName(/Waiting for the host/);
    await expect(rejectedNote(ann.page, first, 'Too blurry')).toBeHidden();
    expect((await api.pendingPhotos(token, code)).map((p) => p.image)).toContain(waiting[0].image);
    await saveScreenshot(ann.page, { path: test.info().outputPath('player-undone-390.png') });
  });

  await test.step('a rejection left alone: after the undo time the player reads why, and the file is gone', async () => {
    await host.getByRole('button', { name: 'Inappropriate' }).click();
    await shown.getByRole('button', { name: 'Reject' }).click();
    await expect(heading).toHaveText('Waiting for review (1)');
    await expect(undoBar).toBeVisible();
    // Still there while the rejection can be undone.
    expect((await request.get(waiting[0].image)).status()).toBe(200);
    // The bar as the host sees it, while it lasts.
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: test.info().outputPath('review-undo-bar-1366.png') });

    await expect(undoBar).toBeHidden({ timeout: (REJECT_UNDO_SECONDS + 5) * 1000 });
    await expect(rejectedNote(ann.page, first, 'Inappropriate')).toBeVisible();
    await expect(card(ann.page).getByRole('button', { name: `Add a photo for ${first}` })).toBeVisible();
    await expect
      .poll(async () => (await request.get(waiting[0].image)).status(), { timeout: 10_000 })
      .toBe(404);
    expect((await request.get(waiting[0].thumb)).status()).toBe(404);
    // The other photo was never touched.
    expect((await request.get(waiting[1].image)).status()).toBe(200);
    await saveScreenshot(ann.page, { path: test.info().outputPath('player-rejected-390.png') });
  });

  for (const context of [hostContext, ann.context]) await context.close();
});
