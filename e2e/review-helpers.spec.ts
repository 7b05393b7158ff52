import { photoCells, type JoinedPlayer } from '@picture-bingo/testkit';
import type { TCreatedInvite } from '@picture-bingo/shared/staff';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { photo } from './players';
import { apiClient, completeSetup, expectNoSeriousA11yViolations, hostCredential, PHONE } from './support';

const LAPTOP = { viewport: { width: 1280, height: 800 } };

/**
 * A browser signed in as this account through the API (its tokens stored as the web app stores them, once: a
 * refresh the app makes later is kept), on the given screen size.
 */
async function signedIn(browser: Browser, request: APIRequestContext, email: string, options: object) {
  const auth = await apiClient(request).login(email);
  const context = await browser.newContext(options);
  await context.addInitScript((session) => {
    if (localStorage.getItem('refreshToken')) return;
    localStorage.setItem('accessToken', session.accessToken);
    localStorage.setItem('refreshToken', session.refreshToken);
    localStorage.setItem('user', JSON.stringify(session.user));
  }, auth);
  return { context, page: await context.newPage() };
}

/** A new account given this role in the game through an invite the owner made (all through the API). */
async function helper(
  request: APIRequestContext,
  code: string,
  ownerEmail: string,
  role: 'cohost' | 'moderator',
) {
  const api = apiClient(request);
  const account = await api.registerHost();
  const invite = await api.call<TCreatedInvite>('POST', `/api/game/${code}/invites`, {
    token: hostCredential(request, ownerEmail),
    json: { role },
    status: 201,
  });
  await api.call('POST', `/api/invites/${invite.token}/accept`, { token: account.accessToken, status: 200 });
  return account.user.email;
}

/** The photo a reviewer's phone shows now (its address), once it shows one. */
async function photoOnScreen(page: Page): Promise<string> {
  const image = page.getByRole('region', { name: 'Photo being reviewed' }).getByRole('img');
  await expect(image).toBeVisible();
  return (await image.getAttribute('src')) ?? '';
}

test('two helpers leave their phones open on photos while the host approves all: every photo is approved, and every screen says what happened', async ({
  browser,
  request,
}) => {
  const api = apiClient(request);
  const ownerEmail = (await api.registerHost()).user.email;
  const owner = hostCredential(request, ownerEmail);
  const { gameCode: code } = await api.createPaidGame(owner, { ...completeSetup, photoReview: true });
  const moEmail = await helper(request, code, ownerEmail, 'moderator');
  const coEmail = await helper(request, code, ownerEmail, 'cohost');
  const bots: JoinedPlayer[] = await api.joinPlayers(code, 3, 3, 'Guest');
  await api.start(owner, code);
  for (const bot of bots) {
    for (const idx of photoCells(3).slice(0, 3)) {
      await api.uploadPhoto(code, bot.token, idx, (await photo(64)).buffer);
    }
  }
  expect(await api.pendingPhotos(owner, code)).toHaveLength(9);

  // Each helper opens the review queue on their phone and leaves it on the table.
  const mo = await signedIn(browser, request, moEmail, PHONE);
  const co = await signedIn(browser, request, coEmail, PHONE);
  const held: Record<string, string> = {};
  for (const [name, phone] of [
    ['mo', mo],
    ['co', co],
  ] as const) {
    await phone.page.goto(`/room/${code}/moderate`);
    held[name] = await photoOnScreen(phone.page);
  }
  expect(held.mo).not.toBe(held.co);

  const host = await signedIn(browser, request, ownerEmail, LAPTOP);
  await host.page.goto(`/host/${code}/review`);
  const screens = host.page.getByRole('region', { name: "Open on helpers' screens" });

  await test.step('the host sees which photos are open on whose screen', async () => {
    await expect(host.page.getByRole('heading', { name: 'Waiting for review (9)' })).toBeVisible();
    for (const email of [moEmail, coEmail]) {
      await expect(
        screens
          .getByTestId('open-screen')
          .filter({ hasText: email })
          .getByText('3 photos open on this screen'),
      ).toBeVisible();
    }
    const shown = host.page.getByRole('region', { name: 'Photo being reviewed' });
    await expect(shown.getByTestId('open-on')).toHaveText(
      /^Open on .+'s screen\. You can still decide it\.$/,
    );
    await expectNoSeriousA11yViolations(host.page);
  });

  await test.step('"Approve all" approves every photo, the helpers\' ones too', async () => {
    await host.page.getByRole('button', { name: 'Approve all (9)' }).click();
    await expect(host.page.getByText('No photos waiting for review')).toBeVisible();
    // Every photo was approved, so there is nothing to explain.
    await expect(host.page.getByText(/decided by someone else|replaced or removed/)).toHaveCount(0);
    const recent = host.page.getByRole('region', { name: 'Recently approved' });
    await expect(recent.getByRole('listitem')).toHaveCount(9);
    await expect(screens).toHaveCount(0);
    expect(await api.pendingPhotos(owner, code)).toEqual([]);
    const progress = await api.getProgress(code, (await api.login(ownerEmail)).accessToken);
    expect(progress.players.map((p) => p.markedCount)).toEqual([3, 3, 3]);
  });

  await test.step("each helper's phone moves on and says the photo was decided by someone else", async () => {
    for (const phone of [mo, co]) {
      await expect(
        phone.page.getByText('Someone else decided the photo you had open. Here is your next one.'),
      ).toBeVisible();
      await expect(phone.page.getByText('Nothing to review')).toBeVisible();
      await expect(phone.page.getByTestId('queue-depth')).toHaveText('0 photos waiting');
    }
  });

  await test.step("the host takes back the photos open on the moderator's phone; it offers to go on", async () => {
    // Six more photos: each phone, asking by itself, is handed three of them.
    for (const bot of bots) {
      for (const idx of photoCells(3).slice(3, 5)) {
        await api.uploadPhoto(code, bot.token, idx, (await photo(64)).buffer);
      }
    }
    await photoOnScreen(mo.page);
    const moScreen = screens.getByTestId('open-screen').filter({ hasText: moEmail });
    await expect(moScreen.getByText('3 photos open on this screen')).toBeVisible();
    await host.page.getByRole('button', { name: `Take back the photos open on ${moEmail}'s screen` }).click();
    await expect(host.page.getByText('3 photos went back to the queue.')).toBeVisible();
    await expect(moScreen).toHaveCount(0);
    await expect(mo.page.getByText('Your photos went back to the queue')).toBeVisible();
    await expect(mo.page.getByRole('region', { name: 'Photo being reviewed' })).toHaveCount(0);
    await mo.page.getByRole('button', { name: 'Continue reviewing' }).click();
    // Its person is back: the phone is handed waiting photos again.
    expect(await photoOnScreen(mo.page)).toMatch(/^\/media\//);
    await expect(moScreen.getByText('3 photos open on this screen')).toBeVisible();
  });

  for (const phone of [mo, co, host]) await phone.context.close();
});
