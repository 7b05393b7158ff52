import { expect, test } from '@playwright/test';
import { mailbox } from './mail';
import {
  apiClient,
  completeSetup,
  expectNoSeriousA11yViolations,
  hostCredential,
  PHONE,
  registerHost,
} from './support';

/**
 * The host side of languages: the account's language decides its mails, and the game's language (set on the
 * event step) is what a new phone's join page and room come in.
 */
test.describe('languages: mails and the game', () => {
  test('a host whose account is French gets the password-reset mail in French', async ({ page }) => {
    const email = await registerHost(page);

    await test.step('the account page sets the language of the mails', async () => {
      await page.goto('/profile');
      const select = page.getByLabel('Email language');
      // The browser here speaks English: the account started in English.
      await expect(select).toHaveValue('en');
      await expect(select.getByRole('option')).toHaveText([
        'English',
        'Español',
        'Français',
        'Deutsch',
        'Português (Brasil)',
        'العربية',
        '日本語',
      ]);
      await select.selectOption({ label: 'Français' });
      await expect(page.getByText('Saved.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.reload();
      await expect(page.getByLabel('Email language')).toHaveValue('fr');
    });

    await test.step('"Forgot password?" from an English browser: the mail is in French', async () => {
      await page.evaluate(() => localStorage.clear());
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText("If an account uses this address, we've sent it a link")).toBeVisible();
      const mail = await mailbox.waitFor(email, 'reset');
      expect(mail.subject).toBe('Réinitialisez votre mot de passe Picture Bingo');
      expect(mail.text).toContain('Choisir un nouveau mot de passe');
      expect(mail.html).toContain('<html lang="fr" dir="ltr">');
      // Its link still opens the reset page.
      await page.goto(mail.link!);
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    });
  });

  test("the host sets the game's language on the event step; a new phone's join page and room come in it", async ({
    page,
    browser,
    request,
  }) => {
    const email = await registerHost(page, { open: null });
    const host = hostCredential(request, email);
    const game = await apiClient(request).createGame(host, completeSetup);

    await test.step('the event step offers each language by its own name, saved at once', async () => {
      await page.goto(`/host/${game.gameCode}/event-setup`);
      await expect(page.getByRole('heading', { name: 'Event Setup', level: 1 })).toBeVisible();
      const select = page.getByLabel('Game Language');
      await expect(select).toHaveValue('en');
      await select.selectOption({ label: 'العربية' });
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.reload();
      await expect(page.getByLabel('Game Language')).toHaveValue('ar');
    });

    await apiClient(request).payLocally(host, game.gameCode);

    await test.step('a phone whose language the app lacks: the join page, name step and lobby are Arabic, right to left', async () => {
      const phone = await browser.newContext({ ...PHONE, locale: 'ko-KR' });
      const guest = await phone.newPage();
      const served = await guest.goto(`/join/${game.gameCode}`);
      expect(await served!.text()).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/i);
      await expect(guest).toHaveURL(new RegExp(`/room/${game.gameCode}/player-name$`));
      const membership = guest.waitForResponse(
        (r) => new URL(r.url()).pathname === `/api/game/${game.gameCode}/join` && r.ok(),
      );
      // The name step and the lobby speak the game's language too (apps/web/messages/ar.json).
      await guest.getByLabel('اسم اللاعب').fill('Noor');
      await guest.getByRole('button', { name: 'التالي' }).click();
      await expect(guest.getByText('في انتظار أن يبدأ المضيف…')).toBeVisible();
      const joined = (await (await membership).json()) as { game: { language: string } };
      expect(joined.game.language).toBe('ar');
      await expect(guest.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
      // The link the host shares may name another language: it wins.
      const spanish = await phone.request.get(`/join/${game.gameCode}?lang=es`);
      expect(await spanish.text()).toContain('<html lang="es" dir="ltr">');
      await phone.close();
    });
  });
});
