import { photoCells, type JoinedPlayer } from '@picture-bingo/testkit';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { photo } from './players';
import {
  apiClient,
  completeSetup,
  decodeQr,
  expectNoSeriousA11yViolations,
  hostCredential,
  PASSWORD,
  PHONE,
  registerHost,
  uniqueEmail,
} from './support';

const DESKTOP = { viewport: { width: 1366, height: 800 } };

/**
 * The owner makes an invite link for this role in the control room; it joins the list of open links, its text and
 * its QR code saying the same.
 */
async function makeInvite(owner: Page, role: 'Co-host' | 'Moderator'): Promise<string> {
  const panel = owner.getByTestId('staff-panel');
  await panel.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  const made = owner.waitForResponse((r) => r.url().endsWith('/invites') && r.status() === 201);
  await panel.getByRole('button', { name: 'Create invite link' }).click();
  const { token } = (await (await made).json()) as { token: string };
  const row = panel.getByTestId('invite-row').filter({ hasText: token });
  const shown = row.getByTestId('invite-link');
  await expect(shown).toHaveText(new RegExp(`/invite/${token}$`));
  const link = (await shown.textContent()) ?? '';
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expect.poll(() => decodeQr(row.getByAltText('QR code of the invite link'))).toBe(link);
  return new URL(link).pathname;
}

/** A helper on their phone opens the link signed out and accepts it with the short sign-up form. */
async function acceptAsNewAccount(browser: Browser, path: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { name: /invited you to help run/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const email = uniqueEmail();
  await page.getByLabel('Your name').fill('Helper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account and accept' }).click();
  return { context, page, email };
}

/** What a reviewer's page shows now: the photo's address, or null when it holds none. */
async function shownPhoto(page: Page): Promise<string | null> {
  const image = page.getByRole('region', { name: 'Photo being reviewed' }).getByRole('img');
  const empty = page.getByText('Nothing to review');
  await expect(image.or(empty)).toBeVisible();
  return (await image.count()) > 0 ? await image.getAttribute('src') : null;
}

test('an owner invites a co-host and two moderators, who clear 40 photos without ever seeing the same one; a revoked moderator is locked out', async ({
  browser,
  request,
}) => {
  const ownerContext = await browser.newContext(DESKTOP);
  const owner = await ownerContext.newPage();
  const ownerEmail = await registerHost(owner, { open: null });
  const api = apiClient(request);
  const token = hostCredential(request, ownerEmail);
  const { gameCode: code } = await api.createPaidGame(token, { ...completeSetup, photoReview: true });
  await owner.goto(`/room/${code}`);
  await expectNoSeriousA11yViolations(owner);

  const cohost = await acceptAsNewAccount(browser, await makeInvite(owner, 'Co-host'));
  await expect(cohost.page).toHaveURL(new RegExp(`/room/${code}$`));
  await expect(cohost.page.getByText('You help run this game as a co-host.')).toBeVisible();

  const mo1Invite = await makeInvite(owner, 'Moderator');
  const mo1 = await acceptAsNewAccount(browser, mo1Invite);
  await expect(mo1.page).toHaveURL(new RegExp(`/room/${code}/moderate$`));
  const mo2 = await acceptAsNewAccount(browser, await makeInvite(owner, 'Moderator'));
  await expect(mo2.page).toHaveURL(new RegExp(`/room/${code}/moderate$`));

  await test.step('a used or withdrawn invite link says so on a phone and offers nothing to accept', async () => {
    const withdrawn = await makeInvite(owner, 'Moderator');
    await owner.getByRole('button', { name: 'Withdraw the moderator link' }).click();
    await expect(owner.getByRole('button', { name: 'Withdraw the moderator link' })).toHaveCount(0);
    const stranger = await browser.newContext(PHONE);
    const page = await stranger.newPage();
    for (const [path, message] of [
      [mo1Invite, 'This invite link has already been used. Ask the host for a new one.'],
      [withdrawn, 'The host has withdrawn this invite link'],
    ]) {
      await page.goto(path);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create account and accept' })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
    await stranger.close();
  });

  await test.step('the helpers see the game in their Active Games with their role; the owner sees the staff', async () => {
    await cohost.page.goto('/active-games');
    await expect(cohost.page.getByText('Co-host', { exact: true })).toBeVisible();
    await owner.reload();
    const staff = owner.getByRole('list', { name: 'Staff' });
    for (const email of [cohost.email, mo1.email, mo2.email])
      await expect(staff.getByText(email)).toBeVisible();
  });

  await test.step('the co-host starts the game; 40 photos arrive', async () => {
    const bots: JoinedPlayer[] = await api.joinPlayers(code, 5, 5, 'Guest');
    await cohost.page.goto(`/host/${code}/players-queue`);
    await cohost.page.getByRole('button', { name: 'Start Game' }).click();
    await expect(cohost.page).toHaveURL(new RegExp(`/host/${code}/room-details$`));
    for (const bot of bots) {
      for (const idx of photoCells(3)) await api.uploadPhoto(code, bot.token, idx, (await photo(64)).buffer);
    }
  });

  await test.step('two moderators clear the queue together, never shown the same photo', async () => {
    await expect(mo1.page.getByTestId('queue-depth')).toHaveText('40 photos waiting', { timeout: 10_000 });
    await expectNoSeriousA11yViolations(mo1.page);
    const seen = [new Set<string>(), new Set<string>()];
    const done = [false, false];
    for (let turn = 0; !(done[0] && done[1]); turn++) {
      expect(turn).toBeLessThan(200);
      const i = turn % 2;
      const page = [mo1.page, mo2.page][i];
      const now = await shownPhoto(page);
      const other = await shownPhoto([mo1.page, mo2.page][1 - i]);
      if (now !== null) expect(now).not.toBe(other);
      if (now === null) {
        // Holding nothing: either the queue is empty, or more photos are being handed over.
        const depth = page.getByTestId('queue-depth');
        await expect
          .poll(
            async () =>
              (await shownPhoto(page)) !== null || (await depth.textContent()) === '0 photos waiting',
          )
          .toBe(true);
        done[i] = (await shownPhoto(page)) === null;
        continue;
      }
      expect(seen[1 - i].has(now)).toBe(false);
      seen[i].add(now);
      const decision = seen[i].size % 5 === 0 ? 'Reject' : 'Approve';
      if (decision === 'Reject') await page.getByRole('button', { name: 'Too blurry' }).click();
      await page.getByRole('button', { name: decision, exact: true }).click();
      await expect.poll(() => shownPhoto(page)).not.toBe(now);
    }
    expect(seen[0].size + seen[1].size).toBe(40);
    expect([...seen[0]].filter((src) => seen[1].has(src))).toEqual([]);
    // Each one's decisions are counted for them.
    await mo1.page.getByText('Decisions per person').click();
    const row = mo1.page.getByRole('row', { name: new RegExp(mo2.email.replace(/[.+]/g, '\\$&')) });
    await expect(row).toContainText(String(seen[1].size - Math.floor(seen[1].size / 5)));
  });

  await test.step('the big screen opens for the co-host; a moderator is told it is not theirs', async () => {
    const screen = await cohost.context.newPage();
    await screen.goto(`/room/${code}/screen`);
    // The game is being played: the code shows in the join corner.
    await expect(screen.getByTestId('join-corner')).toContainText(code);
    await screen.close();
    await mo1.page.goto(`/room/${code}`);
    await expect(mo1.page.getByRole('link', { name: 'Big Screen' })).toHaveCount(0);
    await mo1.page.goto(`/room/${code}/screen`);
    await expect(mo1.page.getByText('The big screen is run by the game’s host and co-hosts.')).toBeVisible();
    await expect(mo1.page.getByTestId('join-corner')).toHaveCount(0);
    await expectNoSeriousA11yViolations(mo1.page);
  });

  await test.step('the owner revokes a moderator: their review page locks them out at once', async () => {
    await owner.reload();
    await owner.getByRole('button', { name: `Remove ${mo2.email}'s role` }).click();
    await expect(mo2.page.getByText('You can no longer review this game')).toBeVisible({ timeout: 10_000 });
    await mo2.page.reload();
    await expect(mo2.page.getByText('Game not found')).toBeVisible();
    await expect(mo2.page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  });

  for (const context of [ownerContext, cohost.context, mo1.context, mo2.context]) await context.close();
});
