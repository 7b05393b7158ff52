import type { Credential } from '@picture-bingo/testkit';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { completeSetup, expectNoSeriousA11yViolations, newHost, PHONE, saveScreenshot } from './support';

const SHOTS = 'test-results/role-controls';

/** A helper signed in on their own phone, holding this role in the game by the owner's invite (through the API). */
async function helperOnPhone(
  browser: Browser,
  request: APIRequestContext,
  code: string,
  owner: Credential,
  role: 'cohost' | 'moderator',
) {
  const helper = await newHost(browser, request, PHONE);
  await helper.api.addStaff(owner, code, role, helper.token);
  return helper;
}

test('every host page offers a moderator only what a moderator may do, and a co-host what running the game needs', async ({
  browser,
  request,
}) => {
  const { context: ownerContext, api, token: owner } = await newHost(browser, request, PHONE);
  const code = (await api.createPaidGame(owner, { ...completeSetup, photoReview: false })).gameCode;
  await api.joinAs(code, 'Ann');
  await api.joinAs(code, 'Bo');
  const moderator = await helperOnPhone(browser, request, code, owner, 'moderator');
  const cohost = await helperOnPhone(browser, request, code, owner, 'cohost');

  await test.step("the moderator's players queue: Remove for each player, and no control of running the game", async () => {
    const page = moderator.page;
    await page.goto(`/host/${code}/players-queue`);
    await expect(page.getByRole('button', { name: 'Remove Ann' })).toBeVisible();
    await expect(page.getByText('The game’s owner or a co-host starts the game.')).toBeVisible();
    for (const control of ['Start Game', 'Lock the room', 'Remove recent joins']) {
      await expect(page.getByRole('button', { name: control })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: /^Move Ann/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Rename Ann/ })).toHaveCount(0);
    await saveScreenshot(page, { path: `${SHOTS}/1-moderator-queue.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
    // What is offered works: the moderator removes a player.
    await page.getByRole('button', { name: 'Remove Bo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('button', { name: 'Remove Bo' })).toHaveCount(0);
  });

  await test.step("the moderator's game rules are the owner's: shown, locked, and said so", async () => {
    const page = moderator.page;
    await page.goto(`/host/${code}/game-rules`);
    await expect(page.getByText('Only the game’s owner changes its setup.')).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeDisabled();
    await saveScreenshot(page, { path: `${SHOTS}/2-moderator-rules.png`, fullPage: true });
  });

  await test.step("the co-host's players queue runs the game: they start it there", async () => {
    const page = cohost.page;
    await page.goto(`/host/${code}/players-queue`);
    await expect(page.getByRole('button', { name: 'Lock the room' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Move Ann/ })).toBeVisible();
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect.poll(async () => (await api.getHostGame(owner, code)).status).toBe('ACTIVE');
  });

  await test.step("the moderator's progress page watches; the co-host's chooses the winner", async () => {
    await moderator.page.goto(`/progress/${code}`);
    await expect(moderator.page.getByText('Ann').first()).toBeVisible();
    await expect(moderator.page.getByText('The host chooses the winner when the game ends.')).toBeVisible();
    await expect(moderator.page.getByRole('button', { name: 'Choose Winner' })).toHaveCount(0);
    await expect(moderator.page.getByRole('radio')).toHaveCount(0);
    await saveScreenshot(moderator.page, { path: `${SHOTS}/3-moderator-progress.png`, fullPage: true });
    await expectNoSeriousA11yViolations(moderator.page);
    await cohost.page.goto(`/progress/${code}`);
    await expect(cohost.page.getByRole('button', { name: 'Choose Winner' })).toBeVisible();
  });

  for (const context of [ownerContext, moderator.context, cohost.context]) await context.close();
});
