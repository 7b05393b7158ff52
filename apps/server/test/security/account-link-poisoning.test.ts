import { startMailCatcher } from '@picture-bingo/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, uniqueEmail, type TestApp } from '../test-app';

const EVIL = 'evil.example:8080';
const PUBLIC = 'https://bingo.example.com';

const FORGED: Array<[string, Record<string, string>, Record<string, string>]> = [
  ['Host', { TRUST_PROXY: 'false' }, { host: EVIL }],
  ['X-Forwarded-Host behind a trusted proxy', { TRUST_PROXY: 'true' }, { 'x-forwarded-host': EVIL }],
];

/** Registers, asks for a new verification link and a reset link, every request carrying the forged headers. */
async function askForLinks(t: TestApp, headers: Record<string, string>) {
  const email = uniqueEmail();
  const registered = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.statusCode).toBe(201);
  const token = registered.json<{ accessToken: string }>().accessToken;
  const resent = await t.request({ method: 'POST', url: '/api/auth/resend-verification', headers, token });
  expect(resent.statusCode).toBe(202);
  const forgot = await t.request({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers,
    payload: { email },
  });
  expect(forgot.statusCode).toBe(202);
  return email;
}

/** The links of account mail never come from request headers: a forged Host must not reach anyone's inbox. */
describe('account links and forged Host headers', async () => {
  const smtp = await startMailCatcher();
  afterAll(() => smtp.close());

  it.each(FORGED)(
    'a mailing server builds every link from PUBLIC_URL (forged %s)',
    async (_, env, headers) => {
      const t = await createTestApp({
        SMTP_URL: smtp.url,
        PUBLIC_URL: PUBLIC,
        PAYMENT_PROVIDER: 'local',
        ...env,
      });
      const email = await askForLinks(t, headers);
      const links = [
        (await smtp.mailbox.waitFor(email, 'verify', 2)).link,
        (await smtp.mailbox.waitFor(email, 'reset')).link,
      ];
      for (const link of smtp.mailbox.mailsTo(email).map((m) => m.link)) expect(link).not.toContain('evil');
      expect(links[0]).toMatch(new RegExp(`^${PUBLIC}/verify-email\\?token=`));
      expect(links[1]).toMatch(new RegExp(`^${PUBLIC}/reset-password\\?token=`));
    },
  );

  it.each(FORGED)(
    'a laptop (no PUBLIC_URL) builds every link on its own port (forged %s)',
    async (_, env, headers) => {
      const t = await createTestApp({ PORT: '3000', ...env });
      const email = await askForLinks(t, headers);
      await expect.poll(() => t.ctx.outbox?.list().filter((m) => m.to === email).length).toBe(3);
      const links = t.ctx.outbox?.list().filter((m) => m.to === email) ?? [];
      const sent = links.map((m) => [m.purpose, m.link.replace(/token=.*/, 'token=')]);
      // The three mails go out concurrently; their order in the outbox is not part of the rule.
      expect(sent.sort((a, b) => a.join().localeCompare(b.join()))).toEqual([
        ['reset', 'http://localhost:3000/reset-password?token='],
        ['verify', 'http://localhost:3000/verify-email?token='],
        ['verify', 'http://localhost:3000/verify-email?token='],
      ]);
    },
  );
});
