import { startMailCatcher } from '@picture-bingo/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, uniqueEmail } from '../test-app';

const EVIL = 'evil.example:8080';

/** The links of account mail never come from request headers: a forged Host must not reach anyone's inbox. */
describe('account links and forged Host headers', async () => {
  const smtp = await startMailCatcher();
  afterAll(() => smtp.close());

  it.each([
    ['Host', { TRUST_PROXY: 'false' }, { host: EVIL }],
    ['X-Forwarded-Host behind a trusted proxy', { TRUST_PROXY: 'true' }, { 'x-forwarded-host': EVIL }],
  ])('a reset link asked for with a forged %s points at this server', async (_, env, headers) => {
    const t = await createTestApp({ SMTP_URL: smtp.url, PORT: '3000', ...env });
    const email = uniqueEmail();
    const registered = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers,
      payload: { email },
    });
    expect(res.statusCode).toBe(202);
    const mail = await smtp.mailbox.waitFor(email, 'reset');
    expect(mail.link).not.toContain('evil.example');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  });
});
