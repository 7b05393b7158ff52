import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiClient,
  completeSetup,
  decodeQr,
  EVENT_TITLE,
  expectNoSeriousA11yViolations,
  hostCredential,
  PASSWORD,
  PHONE,
  registerHost,
  uniqueEmail,
} from './support';

const DESKTOP = { viewport: { width: 1366, height: 800 } };

/** The open invite link of this role in the owner's staff panel (one of each role in this spec). */
const linkRow = (owner: Page, role: 'cohost' | 'moderator') =>
  owner.getByTestId('staff-panel').locator(`[data-testid="invite-row"][data-role="${role}"]`);

/** The link a row lists, after checking its QR code says the same. */
async function listedLink(row: Locator): Promise<string> {
  const link = (await row.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  const qr = row.getByAltText('QR code of the invite link');
  if (!(await qr.isVisible())) await row.getByRole('button', { name: /^QR code of the/ }).click();
  await expect.poll(() => decodeQr(qr)).toBe(link);
  return link;
}

test('the host invites a moderator and a co-host from the control room; the links stay listed; a helper signs up on a phone and lands on review with no buying banner; a withdrawn link stops working', async ({
  browser,
  request,
}) => {
  const ownerContext = await browser.newContext(DESKTOP);
  const owner = await ownerContext.newPage();
  const ownerEmail = await registerHost(owner, { open: null });
  const { gameCode: code } = await apiClient(request).createPaidGame(hostCredential(request, ownerEmail), {
    ...completeSetup,
    photoReview: true,
  });
  // Where payment lands the host: the control room.
  await owner.goto(`/host/${code}/room-details`);
  const panel = owner.getByTestId('staff-panel');
  await expect(panel.getByRole('heading', { name: 'Co-hosts and moderators' })).toBeVisible();

  const links = { moderator: '', cohost: '' };
  await test.step('a moderator link, then a co-host link: both listed with Copy and a QR code, after a reload too', async () => {
    for (const [role, label] of [
      ['moderator', 'Moderator'],
      ['cohost', 'Co-host'],
    ] as const) {
      await panel.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
      await panel.getByRole('button', { name: 'Create invite link' }).click();
      await expect(linkRow(owner, role)).toBeVisible();
    }
    for (const role of ['moderator', 'cohost'] as const) links[role] = await listedLink(linkRow(owner, role));
    expect(links.moderator).not.toBe(links.cohost);
    await expect(panel.getByRole('button', { name: 'Copy the moderator link' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Copy the co-host link' })).toBeVisible();
    await expectNoSeriousA11yViolations(owner);

    await owner.reload();
    for (const role of ['moderator', 'cohost'] as const)
      await expect(linkRow(owner, role).getByTestId('invite-link')).toHaveText(links[role]);
    expect(await listedLink(linkRow(owner, 'cohost'))).toBe(links.cohost);
  });

  const helperContext = await browser.newContext(PHONE);
  const helper = await helperContext.newPage();
  const helperEmail = uniqueEmail();
  await test.step('the helper opens the moderator link on a phone: who invites them, to what, as what; no selling', async () => {
    await helper.goto(new URL(links.moderator).pathname);
    await expect(
      helper.getByRole('heading', { name: `Ada invited you to help run ${EVENT_TITLE} as a moderator.` }),
    ).toBeVisible();
    await expect(helper.getByText(/As a moderator you review the players’ photos/)).toBeVisible();
    await expect(helper.getByText(/Set up picture bingo games/)).toHaveCount(0);
    await expect(helper.getByLabel('Confirm Password')).toHaveCount(0);
    await expectNoSeriousA11yViolations(helper);
  });

  await test.step('the short sign-up accepts at once and lands on the review page without the verify banner', async () => {
    await helper.getByLabel('Your name').fill('Rita Helper');
    await helper.getByLabel('Email').fill(helperEmail);
    await helper.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await helper.getByRole('button', { name: 'Create account and accept' }).click();
    await expect(helper).toHaveURL(new RegExp(`/room/${code}/moderate$`));
    await expect(helper.getByTestId('queue-depth')).toBeVisible();
    await expect(helper.getByText('Please verify your email address')).toHaveCount(0);
    await expectNoSeriousA11yViolations(helper);
    // Still none after a reload (the account's own answer says it only helps run games).
    await helper.reload();
    await expect(helper.getByTestId('queue-depth')).toBeVisible();
    await expect(helper.getByText('Please verify your email address')).toHaveCount(0);
  });

  await test.step('the owner sees the helper by name; the used link leaves the list', async () => {
    await owner.reload();
    const staff = owner.getByRole('list', { name: 'Staff' });
    await expect(staff.getByText('Rita Helper')).toBeVisible();
    await expect(staff.getByText(helperEmail)).toBeVisible();
    await expect(linkRow(owner, 'moderator')).toHaveCount(0);
    await expect(linkRow(owner, 'cohost')).toHaveCount(1);
  });

  await test.step('the co-host link, withdrawn, stops working', async () => {
    await owner.getByRole('button', { name: 'Withdraw the co-host link' }).click();
    await expect(linkRow(owner, 'cohost')).toHaveCount(0);
    const stranger = await browser.newContext(PHONE);
    const page = await stranger.newPage();
    await page.goto(new URL(links.cohost).pathname);
    await expect(page.getByText('The host has withdrawn this invite link')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account and accept' })).toHaveCount(0);
    await expect(page.getByLabel('Your name')).toHaveCount(0);
    await stranger.close();
  });

  await helperContext.close();
  await ownerContext.close();
});
