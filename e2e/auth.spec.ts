import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ownServer } from './own-server';
import { expectNoSeriousA11yViolations, login, PASSWORD, registerHost, uniqueEmail } from './support';

/** The port of this file's own server, whose access tokens live 4 s. */
const SHORT_TOKENS_PORT = Number(process.env.E2E_PORT ?? 3100) + 65;

/**
 * Leaves the app (about:blank, so nothing it runs can refresh meanwhile) until the server refuses the stored
 * access token: the server of the refresh tests issues 4-second tokens, so this polls for a few seconds instead of
 * sleeping a fixed time.
 */
async function leaveUntilAccessTokenExpires(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  await page.goto('about:blank');
  await expect
    .poll(
      async () =>
        (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status(),
      { intervals: [250], timeout: 15_000 },
    )
    .toBe(401);
}

test.describe('accounts and the app shell', () => {
  test('signed-out visitors are sent to /login from every protected route', async ({ page }) => {
    for (const path of [
      '/',
      '/host',
      '/profile',
      '/games',
      '/active-games',
      '/past-games',
      '/host/ABC123/event-setup',
    ]) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/login$/);
    }
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("a deep link names its page's code in the HTML, and every named file is served", async ({
    request,
  }) => {
    const entryOnly = await (await request.get('/profile')).text();
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    for (const path of [
      '/join/ABC123',
      '/room/ABC123',
      '/game-board/ABC123',
      '/gallery/ABC123',
      '/join',
      '/login',
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const extra = preloads(await res.text()).filter((file) => !preloads(entryOnly).includes(file));
      expect(extra.length, `${path} preloads its page`).toBeGreaterThan(0);
      for (const file of extra) {
        const asset = await request.get(file);
        expect(asset.status(), file).toBe(200);
        expect(asset.headers()['content-type'], file).toMatch(/javascript/);
      }
    }
  });

  test('register, stay signed in across reloads, log out, log in again', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const email = uniqueEmail();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('something else');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/register')) sent = true;
    });
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    expect(sent).toBe(false);

    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/host$/);
    await expect(page.getByRole('heading', { name: 'Host Game', level: 1 })).toBeVisible();
    // /host has no Back button; the three cards are there.
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(page.getByText('Create Room')).toBeVisible();
    await expect(page.getByText('Active Games')).toBeVisible();
    await expect(page.getByText('Past Games')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page).toHaveURL(/\/host$/);
    for (const path of ['/login', '/register', '/']) {
      await page.goto(path);
      await expect(page, `signed in, from ${path}`).toHaveURL(/\/host$/);
    }

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/host$/);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/host');
    await expect(page).toHaveURL(/\/login$/);

    await login(page, email);
    await expect(page).toHaveURL(/\/host$/);
  });

  test('a wrong password shows the server message in a red banner', async ({ page }) => {
    const email = await registerHost(page);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await login(page, email, 'wrong password!');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a common password is refused at sign-up with the server message, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm Password').fill('password123');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This password is too easy to guess. Choose a longer or less common one.',
    );
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an unparseable stored user clears the stored session', async ({ page }) => {
    await registerHost(page);
    await page.evaluate(() => localStorage.setItem('user', '{not json'));
    await page.goto('/host');
    await expect(page).toHaveURL(/\/login$/);
    const keys = await page.evaluate(() =>
      ['accessToken', 'refreshToken', 'user'].map((k) => localStorage.getItem(k)),
    );
    expect(keys).toEqual([null, null, null]);
  });

  test('the top bar turns translucent on scroll and collapses into a menu on phones', async ({ page }) => {
    await registerHost(page);
    const header = page.locator('header').first();
    const opaque = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 200);
    });
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(opaque);

    await page.setViewportSize({ width: 375, height: 700 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const games = page.getByRole('link', { name: 'Games', exact: true });
    await expect(games).toBeHidden();
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(games).toBeVisible();
  });

  test('the Google button explains itself when Google is not configured', async ({ page }) => {
    await page.goto('/login');
    const google = page.getByRole('button', { name: 'Sign up with Google' });
    await expect(google).toBeDisabled();
    await expect(page.getByText(/Google sign-in isn.t set up/i)).toBeVisible();
  });

  // Refresh after expiry on a server of its own whose access tokens live 4 s (the suite's live the default 15 min).
  test.describe('with 4-second access tokens', () => {
    ownServer(SHORT_TOKENS_PORT, { ACCESS_TOKEN_TTL_SECONDS: '4' }, ['SMTP_URL']);

    test('an expired access token is refreshed once and the request retried', async ({ page, request }) => {
      const email = await registerHost(page, { verify: false });
      const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
      await leaveUntilAccessTokenExpires(page, request);

      const refreshes: string[] = [];
      const answers: { path: string; status: number }[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/auth/refresh') refreshes.push(r.method());
      });
      page.on('response', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname.startsWith('/api/') && pathname !== '/api/auth/refresh') {
          answers.push({ path: pathname, status: r.status() });
        }
      });
      await page.goto('/profile');
      await expect(page.getByText(email)).toBeVisible();
      await page.waitForLoadState('networkidle');

      // Every call /profile made at once was refused with the expired token; they shared one refresh.
      expect(refreshes).toEqual(['POST']);
      const refused = [...new Set(answers.filter((a) => a.status === 401).map((a) => a.path))];
      expect(refused.length).toBeGreaterThan(0);
      // And each refused call was sent again, and answered.
      for (const path of refused) {
        expect(
          answers.some((a) => a.path === path && a.status >= 200 && a.status < 300),
          `${path} retried`,
        ).toBe(true);
      }
      const after = await page.evaluate(() => localStorage.getItem('refreshToken'));
      expect(after).not.toBe(before);
    });

    test('a failed refresh clears the session and goes to /login', async ({ page, request }) => {
      await registerHost(page, { verify: false });
      await page.evaluate(() => localStorage.setItem('refreshToken', 'revoked-or-forged'));
      await leaveUntilAccessTokenExpires(page, request);
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    });
  });
});
