import { startMailCatcher, type CaughtMail } from '@picture-bingo/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { startGoogleDouble } from '../../../test/google-double';
import { createTestApp, PASSWORD, uniqueEmail, unverifiedApiOf, type TestApp } from '../../../test/test-app';
import { createMailer } from '../../mail/mailer';

const PUBLIC = 'https://bingo.example.com';
const NEW_PASSWORD = 'a brand new passphrase';

/** The app with a real SMTP server in this process receiving its mail, links built from PUBLIC_URL. */
async function mailingApp(env: Record<string, string> = {}) {
  const smtp = await startMailCatcher();
  afterAll(() => smtp.close());
  const t = await createTestApp({
    SMTP_URL: `${smtp.url.replace('smtp://', 'smtp://user:secret@')}`,
    MAIL_FROM: 'Picture Bingo <bingo@example.com>',
    PUBLIC_URL: PUBLIC,
    PAYMENT_PROVIDER: 'local',
    ...env,
  });
  return { t, mailbox: smtp.mailbox };
}

const post = (t: TestApp, url: string, payload: unknown, token?: string) =>
  t.request({ method: 'POST', url, payload: payload as object, token });

async function register(t: TestApp, email = uniqueEmail()) {
  const res = await post(t, '/api/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD });
  expect(res.statusCode).toBe(201);
  return res.json() as { accessToken: string; refreshToken: string; user: { id: string; email: string } };
}

const draft = (t: TestApp, token: string) => unverifiedApiOf(t).createGame(token);
const initiate = (t: TestApp, token: string, gameCode: string) =>
  post(t, '/api/payment/initiate', { amount: 20, gameCount: 1, gameCode }, token);
const paymentsOf = (t: TestApp, userId: string) =>
  t.ctx.db.selectFrom('payments').select('id').where('user_id', '=', userId).execute();
const me = (t: TestApp, token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
/** Lets background mail work finish (a mail that should not come has had its chance). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('e-mail verification', async () => {
  const { t, mailbox } = await mailingApp();

  it('mails a link at registration; paying waits for it; the link verifies signed out, once', async () => {
    const host = await register(t);
    expect(host.user).toMatchObject({ emailVerified: false });
    const mail = await mailbox.waitFor(host.user.email, 'verify');
    expect(mail.subject).toBe('Verify your email address for Picture Bingo');
    expect(mail.link).toMatch(new RegExp(`^${PUBLIC}/verify-email\\?token=[\\w-]{43}$`));
    expect(mail.html).toContain(`href="${mail.link}"`);
    // Only the token's hash is stored.
    const stored = await t.ctx.db.selectFrom('account_tokens').selectAll().execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(mail.token);

    const game = await draft(t, host.accessToken);
    const refused = await initiate(t, host.accessToken, game.gameCode);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message:
        'Please verify your email address before paying: follow the link we sent you, or ask for a new one.',
    });
    expect(await paymentsOf(t, host.user.id)).toEqual([]);

    const verified = await post(t, '/api/auth/verify-email', { token: mail.token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email: host.user.email, emailVerified: true });
    expect((await me(t, host.accessToken)).json().user.emailVerified).toBe(true);
    // A second click (or a mail scanner that opened it first) answers the same.
    expect((await post(t, '/api/auth/verify-email', { token: mail.token })).statusCode).toBe(200);

    const paying = await initiate(t, host.accessToken, game.gameCode);
    expect(paying.statusCode).toBe(201);
    expect(await paymentsOf(t, host.user.id)).toHaveLength(1);
  });

  it('refuses an unknown, a malformed or an expired link and verifies nothing', async () => {
    const host = await register(t);
    const mail = await mailbox.waitFor(host.user.email, 'verify');
    for (const token of ['nope', '', 'x'.repeat(300), 42]) {
      const res = await post(t, '/api/auth/verify-email', { token });
      expect(res.statusCode).toBe(400);
    }
    expect((await post(t, '/api/auth/verify-email', { token: 'A'.repeat(43) })).json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This verification link is invalid or has expired. Ask for a new one.',
    });
    await t.ctx.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', host.user.id)
      .execute();
    const expired = await post(t, '/api/auth/verify-email', { token: mail.token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_TOKEN');
    expect((await me(t, host.accessToken)).json().user.emailVerified).toBe(false);
  });

  it('resends a new link to a signed-in, unverified host; a verified one is told so', async () => {
    const host = await register(t);
    await mailbox.waitFor(host.user.email, 'verify');
    expect((await post(t, '/api/auth/resend-verification', {})).statusCode).toBe(401);
    const resent = await post(t, '/api/auth/resend-verification', {}, host.accessToken);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ message: "We've sent you a new verification link. Check your inbox." });
    const second = await mailbox.waitFor(host.user.email, 'verify', 2);
    expect((await post(t, '/api/auth/verify-email', { token: second.token })).statusCode).toBe(200);
    const again = await post(t, '/api/auth/resend-verification', {}, host.accessToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your email address is already verified.');
  });
});

describe('password reset', async () => {
  const clientId = 'our-client.apps.googleusercontent.com';
  const google = await startGoogleDouble({
    only: { aud: clientId, sub: 'g-only', email: 'google-only@example.com', email_verified: 'true' },
  });
  const { t, mailbox } = await mailingApp({ GOOGLE_CLIENT_ID: clientId, GOOGLE_TOKENINFO_URL: google.url });

  const forgot = (email: string) => post(t, '/api/auth/forgot-password', { email });
  const reset = (token: string | null, password = NEW_PASSWORD, confirmPassword = password) =>
    post(t, '/api/auth/reset-password', { token, password, confirmPassword });
  const login = (email: string, password: string) => post(t, '/api/auth/login', { email, password });
  const refresh = (refreshToken: string) => post(t, '/api/auth/refresh', { refreshToken });
  async function resetMail(email: string, count = 1): Promise<CaughtMail> {
    const res = await forgot(email);
    expect(res.statusCode).toBe(202);
    return mailbox.waitFor(email, 'reset', count);
  }

  it('answers the same for an account, an unknown address and a Google-only account; mails only accounts', async () => {
    const host = await register(t);
    const googleOnly = await post(t, '/api/auth/google', { token: 'only' });
    expect(googleOnly.json().user).toMatchObject({ hasPassword: false, emailVerified: true });
    const unknown = uniqueEmail('nobody');

    const answers = await Promise.all([host.user.email, unknown, 'google-only@example.com'].map(forgot));
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({
        message:
          "If an account uses this address, we've sent it a link to choose a new password. Check your inbox.",
      });
      expect(res.headers['content-length']).toBe(answers[0]?.headers['content-length']);
    }
    await mailbox.waitFor(host.user.email, 'reset');
    const forGoogle = await mailbox.waitFor('google-only@example.com', 'reset');
    await settle();
    expect(mailbox.mailsTo(unknown)).toEqual([]);
    const links = await t.ctx.db
      .selectFrom('account_tokens')
      .select('email')
      .where('purpose', '=', 'reset')
      .execute();
    expect(links.map((l) => l.email)).not.toContain(unknown);

    // The Google-only account may choose a password this way; it keeps Google.
    const set = await reset(forGoogle.token);
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({ hasPassword: true, hasGoogle: true });
    expect((await login('google-only@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the new password, ends every session of the account and signs the user in', async () => {
    const email = uniqueEmail();
    const first = await register(t, email);
    const second = (await login(email, PASSWORD)).json();
    const mail = await resetMail(email);
    expect(mail.subject).toBe('Reset your Picture Bingo password');
    expect(mail.link).toMatch(new RegExp(`^${PUBLIC}/reset-password\\?token=[\\w-]{43}$`));
    expect(mail.text).toContain('30 minutes');

    const res = await reset(mail.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Following the link proved the mailbox: the address is verified too.
    expect(body.user).toMatchObject({ email, hasPassword: true, emailVerified: true });
    expect((await me(t, body.accessToken)).statusCode).toBe(200);
    expect((await refresh(body.refreshToken)).statusCode).toBe(200);

    for (const old of [first, second]) {
      expect((await me(t, old.accessToken)).statusCode).toBe(401);
      expect((await refresh(old.refreshToken)).statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('two uses of one link at once: exactly one sets its password', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const mail = await resetMail(email);
    const answers = await Promise.all([
      reset(mail.token, 'first of two passphrases'),
      reset(mail.token, 'second of two passphrases'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'first of two passphrases' : 'second of two passphrases';
    expect((await login(email, winner)).statusCode).toBe(200);
  });

  it('a link works once; an earlier link ends with it; an expired one never works', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const older = await resetMail(email, 1);
    const newer = await resetMail(email, 2);
    expect((await reset(newer.token)).statusCode).toBe(200);
    const reused = await reset(newer.token, 'yet another passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This reset link is invalid or has expired. Ask for a new one.',
    });
    expect((await reset(older.token, 'yet another passphrase')).statusCode).toBe(400);

    const later = await resetMail(email, 3);
    await t.ctx.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('purpose', '=', 'reset')
      .where('used_at', 'is', null)
      .execute();
    expect((await reset(later.token, 'yet another passphrase')).statusCode).toBe(400);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('holds a new password to the register policy and keeps the link for a better one', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const mail = await resetMail(email);
    const cases: Array<[string, string, string]> = [
      ['short', 'short', 'Password must be at least 8 characters'],
      ['password123', 'password123', 'This password is too easy to guess.'],
      [email, email, 'This password is too easy to guess.'],
      [NEW_PASSWORD, 'something else', 'Passwords do not match'],
    ];
    for (const [password, confirm, message] of cases) {
      const res = await reset(mail.token, password, confirm);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect((await reset(mail.token)).statusCode).toBe(200);
  });
});

describe('account mail rate limits', async () => {
  const { t, mailbox } = await mailingApp({ MAIL_RATE_LIMIT_MAX: '2', AUTH_RATE_LIMIT_MAX: '8' });

  it('limits mails per address (known or not, the same) and requests per client address', async () => {
    const host = await register(t);
    const unknown = uniqueEmail('nobody');
    for (const email of [host.user.email, unknown]) {
      for (let i = 0; i < 2; i++) {
        expect((await post(t, '/api/auth/forgot-password', { email })).statusCode).toBe(202);
      }
      const refused = await post(t, '/api/auth/forgot-password', { email: email.toUpperCase() });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
    }
    await mailbox.waitFor(host.user.email, 'reset', 2);
    await settle();
    // The third request (refused) mailed nothing.
    expect(mailbox.mailsTo(host.user.email, 'reset')).toHaveLength(2);
    // The route's 8 requests per window from this client address: 6 above, 2 more here.
    for (let i = 0; i < 2; i++) {
      expect((await post(t, '/api/auth/forgot-password', { email: uniqueEmail() })).statusCode).toBe(202);
    }
    expect((await post(t, '/api/auth/forgot-password', { email: uniqueEmail() })).statusCode).toBe(429);
  });
});

describe('e-mail verification and payment providers', async () => {
  const clientId = 'our-client.apps.googleusercontent.com';
  const google = await startGoogleDouble({
    fan: { aud: clientId, sub: 'g-fan', email: 'fan@example.com', email_verified: 'true' },
    owner: { aud: clientId, sub: 'g-owner', email: 'owner@example.com', email_verified: 'true' },
  });

  it('a Google sign-in counts as verified: a Google host pays at once', async () => {
    const { t } = await mailingApp({ GOOGLE_CLIENT_ID: clientId, GOOGLE_TOKENINFO_URL: google.url });
    const signed = (await post(t, '/api/auth/google', { token: 'fan' })).json();
    expect(signed.user.emailVerified).toBe(true);
    const game = await draft(t, signed.accessToken);
    expect((await initiate(t, signed.accessToken, game.gameCode)).statusCode).toBe(201);
  });

  it('a verified password account keeps its password and sessions when its owner links Google', async () => {
    const { t, mailbox } = await mailingApp({ GOOGLE_CLIENT_ID: clientId, GOOGLE_TOKENINFO_URL: google.url });
    const host = await register(t, 'owner@example.com');
    const mail = await mailbox.waitFor('owner@example.com', 'verify');
    expect((await post(t, '/api/auth/verify-email', { token: mail.token })).statusCode).toBe(200);
    const linked = (await post(t, '/api/auth/google', { token: 'owner' })).json();
    expect(linked.user).toMatchObject({
      id: host.user.id,
      hasPassword: true,
      hasGoogle: true,
      emailVerified: true,
    });
    expect((await me(t, host.accessToken)).statusCode).toBe(200);
    const login = await post(t, '/api/auth/login', { email: 'owner@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('the free provider charges nothing, so an unverified host starts a game there', async () => {
    const { t } = await mailingApp({ PAYMENT_PROVIDER: 'free' });
    const host = await register(t);
    const game = await draft(t, host.accessToken);
    const res = await t.request({
      method: 'POST',
      url: `/api/game/${game.gameCode}/activate`,
      token: host.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paid: true, status: 'ACTIVE' });
  });
});

describe('mail without SMTP_URL', () => {
  it('writes the whole mail, link included, to the server log', async () => {
    const lines: Array<{ details: object; message: string }> = [];
    const mailer = createMailer(
      { smtpUrl: null, from: 'x@example.com' },
      { warn: (details, message) => lines.push({ details, message }), error: () => undefined },
    );
    expect(mailer.kind).toBe('log');
    await mailer.send({
      to: 'a@example.com',
      subject: 'Reset your Picture Bingo password',
      text: `Choose a new password:\n${PUBLIC}/reset-password?token=abc`,
      html: '<p>unused</p>',
    });
    expect(lines).toEqual([
      {
        message: 'SMTP_URL is not set: this mail was not sent, it is written here instead',
        details: {
          mail: {
            to: 'a@example.com',
            subject: 'Reset your Picture Bingo password',
            text: `Choose a new password:\n${PUBLIC}/reset-password?token=abc`,
          },
        },
      },
    ]);
  });
});
