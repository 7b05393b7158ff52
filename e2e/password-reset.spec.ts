import { expect, test } from '@playwright/test';
import { mailbox } from './mail';
import {
  apiClient,
  completeSetup,
  expectNoSeriousA11yViolations,
  hostCredential,
  PASSWORD,
  registerHost,
  verifyAddress,
  PHONE,
  saveScreenshot,
} from './support';

const NEW_PASSWORD = 'a brand new passphrase';
const shots = process.env.E2E_SCREENSHOTS_DIR;

test.describe('account mail', () => {
  test.use(PHONE);

  test('forgot password → mail → reset → signed in, every other session ended', async ({ page, request }) => {
    const email = await registerHost(page);
    // Another device's session, which the reset must end.
    const other = await apiClient(request).login(email);
    await page.evaluate(() => localStorage.clear());

    await test.step('"Forgot password?" on /login asks for the address', async () => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Email').fill(email.toUpperCase());
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText("If an account uses this address, we've sent it a link")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (shots) await saveScreenshot(page, { path: `${shots}/forgot-password.png` });
    });

    const mail = await mailbox.waitFor(email, 'reset');
    expect(mail.subject).toBe('Reset your Picture Bingo password');

    await test.step('the mailed link sets a new password and signs the host in', async () => {
      await page.goto(mail.link!);
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill('something else entirely');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      if (shots) await saveScreenshot(page, { path: `${shots}/reset-password.png` });
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page).toHaveURL(/\/host$/);
      await expect(page.getByRole('heading', { name: 'Host Game', level: 1 })).toBeVisible();
      await expect(page.getByText('Your password is changed and you are signed in.')).toBeVisible();
      // The host stays signed in across a reload.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Host Game', level: 1 })).toBeVisible();
    });

    await test.step('the other session ended; the old password no longer works, the new one does', async () => {
      const refreshed = await request.post('/api/auth/refresh', {
        data: { refreshToken: other.refreshToken },
      });
      expect(refreshed.status()).toBe(401);
      const old = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
      expect(old.status()).toBe(401);
      await apiClient(request).login(email, NEW_PASSWORD);
    });

    await test.step('the link works once', async () => {
      await page.goto(mail.link!);
      await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
      await page.getByLabel('Confirm new password').fill('yet another passphrase');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
      await expect(page).toHaveURL(/\/reset-password\?token=/);
    });
  });

  test('an unverified host cannot pay; the mailed link verifies, then paying works', async ({
    page,
    request,
  }) => {
    const email = await registerHost(page, { verify: false });
    const banner = page.getByRole('status').filter({ hasText: 'Please verify your email address' });

    await test.step('host pages show the banner', async () => {
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Follow it to buy games');
      await expectNoSeriousA11yViolations(page);
      if (shots) await saveScreenshot(page, { path: `${shots}/verify-banner.png` });
    });

    const token = hostCredential(request, email);
    const game = await apiClient(request).createGame(token, completeSetup);

    await test.step('paying waits, saying why; the banner sends a new link', async () => {
      await page.goto(`/host/${game.gameCode}/pricing`);
      await expect(banner).toBeVisible();
      await page.getByRole('button', { name: 'Make Payment' }).click();
      const wait = page.getByRole('status').filter({ hasText: 'Verify your email address first' });
      await expect(wait).toContainText('Follow the link we mailed you');
      await expect(page.getByText('Payment failed')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/host/${game.gameCode}/pricing$`));
      await banner.getByRole('button', { name: 'Send a new link' }).click();
      await expect(banner).toContainText("We've sent you a new verification link.");
      if (shots) await saveScreenshot(page, { path: `${shots}/pricing-unverified.png` });
    });

    await test.step('the newest link verifies the address, signed out too', async () => {
      const mail = await mailbox.waitFor(email, 'verify', 2);
      const signedOut = await page.context().browser()!.newContext(PHONE);
      const visitor = await signedOut.newPage();
      await visitor.goto(mail.link!);
      await expect(visitor.getByText('Your email address is verified')).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Login' })).toBeVisible();
      await expectNoSeriousA11yViolations(visitor);
      if (shots) await saveScreenshot(visitor, { path: `${shots}/verify-email.png` });
      await signedOut.close();
    });

    await test.step('the banner is gone and paying opens the checkout', async () => {
      await page.goto(`/host/${game.gameCode}/pricing`);
      await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
      await expect(banner).toHaveCount(0);
      await page.getByRole('button', { name: 'Make Payment' }).click();
      await expect(page).toHaveURL(/\/checkout\/cs_local_[\w-]+$/);
    });

    // Following a link that worked already answers the same (a second click, a mail scanner's visit).
    await verifyAddress(request, email);
  });
});
