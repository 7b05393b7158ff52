import { ErrorCode, LANGUAGE_TAGS, UNSUPPORTED_LANGUAGE } from '@picture-bingo/shared';
import { directionOf } from '@picture-bingo/shared/languages';
import { startMailCatcher, type CaughtMail } from '@picture-bingo/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, uniqueEmail, type TestApp } from '../../../test/test-app';
import { passwordResetMail, verificationMail } from '../../mail/templates';

/** The app with a real SMTP server in this process receiving its mail. */
async function mailingApp() {
  const smtp = await startMailCatcher();
  afterAll(() => smtp.close());
  const t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Picture Bingo <bingo@example.com>',
    PUBLIC_URL: 'https://bingo.example.com',
    PAYMENT_PROVIDER: 'local',
  });
  return { t, mailbox: smtp.mailbox };
}

async function register(t: TestApp, acceptLanguage?: string) {
  const email = uniqueEmail();
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { accessToken: string; user: { id: string; email: string; language: string | null } };
}

const setLanguage = (t: TestApp, token: string | undefined, language: unknown) =>
  t.request({ method: 'PATCH', url: '/api/account', token, payload: { language } });
const forgot = (t: TestApp, email: string, acceptLanguage?: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
const rootOf = (mail: CaughtMail) => /<html[^>]*>/.exec(mail.html)?.[0];

describe("an account's language: its mails come in it", async () => {
  const { t, mailbox } = await mailingApp();

  it("is the signing-up browser's, else English; the verification mail is in it", async () => {
    const french = await register(t, 'fr-FR, fr;q=0.9, en;q=0.5');
    expect(french.user.language).toBe('fr');
    const mail = await mailbox.waitFor(french.user.email, 'verify');
    expect(mail.subject).toBe('Vérifiez votre adresse e-mail pour Picture Bingo');
    expect(mail.text).toContain(`Merci de confirmer que ${french.user.email} est bien votre adresse`);
    expect(rootOf(mail)).toBe('<html lang="fr" dir="ltr">');

    const unknown = await register(t, 'ko-KR');
    expect(unknown.user.language).toBe('en');
    const english = await mailbox.waitFor(unknown.user.email, 'verify');
    expect(english.subject).toBe('Verify your email address for Picture Bingo');
    expect(rootOf(english)).toBe('<html lang="en" dir="ltr">');
  });

  it('the host changes it; a reset mail then comes in Arabic, right to left, whatever the asking browser says', async () => {
    const host = await register(t, 'en');
    const res = await setLanguage(t, host.accessToken, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: host.user.id, language: 'ar' });
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: host.accessToken });
    expect(me.json().user.language).toBe('ar');

    expect((await forgot(t, host.user.email, 'de')).statusCode).toBe(202);
    const mail = await mailbox.waitFor(host.user.email, 'reset');
    expect(mail.subject).toBe('أعد تعيين كلمة مرور Picture Bingo');
    expect(mail.text).toContain('اختر كلمة مرور جديدة');
    expect(rootOf(mail)).toBe('<html lang="ar" dir="rtl">');
    // The link reads left to right inside the right-to-left mail.
    expect(mail.html).toContain(`<span dir="ltr">${mail.link}</span>`);
  });

  it('a Japanese account gets its new verification link in Japanese', async () => {
    const host = await register(t);
    await mailbox.waitFor(host.user.email, 'verify');
    expect((await setLanguage(t, host.accessToken, 'ja')).statusCode).toBe(200);
    const resend = await t.request({
      method: 'POST',
      url: '/api/auth/resend-verification',
      token: host.accessToken,
    });
    expect(resend.statusCode).toBe(202);
    const mail = await mailbox.waitFor(host.user.email, 'verify', 2);
    expect(mail.subject).toBe('Picture Bingo のメールアドレスの確認');
    expect(mail.text).toContain('メールアドレスを確認する');
    expect(rootOf(mail)).toBe('<html lang="ja" dir="ltr">');
  });

  it("an account whose language is not known: the reset mail follows the asking browser's, else English", async () => {
    const host = await register(t);
    await t.ctx.db.updateTable('users').set({ language: null }).where('id', '=', host.user.id).execute();
    await forgot(t, host.user.email, 'ja-JP, en;q=0.1');
    const japanese = await mailbox.waitFor(host.user.email, 'reset');
    expect(japanese.subject).toBe('Picture Bingo のパスワードの再設定');
    await forgot(t, host.user.email);
    const english = await mailbox.waitFor(host.user.email, 'reset', 2);
    expect(english.subject).toBe('Reset your Picture Bingo password');
  });

  it('a language the app does not speak is refused with UNSUPPORTED_LANGUAGE and changes nothing', async () => {
    const host = await register(t, 'es');
    for (const language of ['xx', 'ES', '', 3, null]) {
      const res = await setLanguage(t, host.accessToken, language);
      expect({ status: res.statusCode, body: res.json() }, String(language)).toEqual({
        status: 400,
        body: { code: ErrorCode.UNSUPPORTED_LANGUAGE, message: UNSUPPORTED_LANGUAGE },
      });
    }
    const unknownField = await t.request({
      method: 'PATCH',
      url: '/api/account',
      token: host.accessToken,
      payload: { email: 'someone@example.com' },
    });
    expect(unknownField.statusCode).toBe(400);
    const stored = await t.ctx.db
      .selectFrom('users')
      .select(['language', 'email'])
      .where('id', '=', host.user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ language: 'es', email: host.user.email });
    expect((await setLanguage(t, undefined, 'fr')).statusCode).toBe(401);
  });
});

describe('the mail catalogue', () => {
  it('writes every mail in every language, its HTML in that language and direction, every value escaped', () => {
    const hostile = 'a&b<i>@example.com';
    for (const language of LANGUAGE_TAGS) {
      for (const mail of [
        passwordResetMail(language, hostile, 'https://x.example/reset-password?token=t&u=1', 60),
        verificationMail(language, hostile, 'https://x.example/verify-email?token=t', 48),
      ]) {
        expect(mail.html, language).toContain(`<html lang="${language}" dir="${directionOf(language)}">`);
        expect(mail.html, language).not.toContain('<i>');
        expect(mail.html, language).toContain('a&amp;b&lt;i&gt;@example.com');
        expect(mail.text, language).toContain(hostile);
      }
    }
    // Each language's words are its own (no language falls back to another's).
    const subjects = LANGUAGE_TAGS.map((language) => passwordResetMail(language, 'a@b.c', 'l', 60).subject);
    expect(new Set(subjects).size).toBe(LANGUAGE_TAGS.length);
  });
});
