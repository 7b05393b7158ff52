import {
  EMAIL_NOT_VERIFIED_NO_MAIL,
  OUTBOX_NOT_LOCAL,
  RESET_LINK_IN_LOG,
  RESET_LINK_IN_OUTBOX,
  RESET_MAIL_SENT,
  VERIFICATION_LINK_IN_OUTBOX,
  ZOutbox,
  type TOutbox,
} from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, uniqueEmail, unverifiedApiOf, type TestApp } from '../../../test/test-app';

const VENUE_GUEST = '192.168.1.23';

async function register(t: TestApp, email = uniqueEmail()) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ accessToken: string; user: { id: string; email: string } }>();
}

const outbox = (
  t: TestApp,
  options: { remoteAddress?: string; headers?: Record<string, string>; token?: string },
) => t.request({ method: 'GET', url: '/api/mail/outbox', ...options });

/** Waits until the background mail work has put `count` mails to `to` in the outbox. */
async function mailsFor(t: TestApp, to: string, count: number) {
  const deadline = Date.now() + 5000;
  while ((t.ctx.outbox?.list().filter((m) => m.to === to).length ?? 0) < count) {
    if (Date.now() > deadline) throw new Error(`no ${count} mails to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const summary = (body: TOutbox) => body.mails.map((m) => [m.to, m.purpose]);

describe('the laptop outbox (no SMTP_URL, no PUBLIC_URL)', async () => {
  const t = await createTestApp();
  const alice = await register(t);
  const bob = await register(t);
  const forgot = await t.request({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: bob.user.email },
  });
  await mailsFor(t, alice.user.email, 1);
  await mailsFor(t, bob.user.email, 2);

  it('says where links go instead of "we sent you" (forgot password, resend, payment)', async () => {
    expect(forgot.json()).toEqual({ message: RESET_LINK_IN_OUTBOX });
    const resent = await t.request({
      method: 'POST',
      url: '/api/auth/resend-verification',
      token: alice.accessToken,
    });
    expect(resent.json()).toEqual({ message: VERIFICATION_LINK_IN_OUTBOX });
    await mailsFor(t, alice.user.email, 2);
    const game = await unverifiedApiOf(t).createGame(alice.accessToken);
    const pay = await t.request({
      method: 'POST',
      url: '/api/payment/initiate',
      payload: { amount: 20, gameCount: 1, gameCode: game.gameCode },
      token: alice.accessToken,
    });
    expect(pay.statusCode).toBe(403);
    expect(pay.json()).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: EMAIL_NOT_VERIFIED_NO_MAIL });
    expect((await t.request({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      mailDelivery: 'outbox',
    });
  });

  it('shows the holder of its key (the link the server printed) every mail, newest first, never cached', async () => {
    const res = await outbox(t, { headers: { 'x-outbox-key': t.ctx.outbox?.key ?? '' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = ZOutbox.parse(res.json());
    expect(body.scope).toBe('all');
    expect(summary(body)).toEqual(
      expect.arrayContaining([
        [alice.user.email, 'verify'],
        [bob.user.email, 'verify'],
        [bob.user.email, 'reset'],
      ]),
    );
    const sentAt = body.mails.map((m) => m.sentAt);
    expect(sentAt).toEqual([...sentAt].sort().reverse());
    expect(JSON.stringify(body)).not.toContain('userId');
  });

  it('gives another device nothing unless signed in, and then only that host’s own verification links', async () => {
    const anonymous = await outbox(t, { remoteAddress: VENUE_GUEST });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ code: 'OUTBOX_NOT_LOCAL', message: OUTBOX_NOT_LOCAL });

    const bobs = ZOutbox.parse(
      (await outbox(t, { remoteAddress: VENUE_GUEST, token: bob.accessToken })).json(),
    );
    // Bob's own reset link stays on the machine: a stolen session must not become a new password.
    expect(bobs).toMatchObject({ scope: 'own' });
    expect(summary(bobs)).toEqual([[bob.user.email, 'verify']]);

    // The own link works from that device: it verifies Bob's address.
    const token = new URL(bobs.mails[0]!.link).searchParams.get('token');
    const verified = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(verified.json()).toEqual({ email: bob.user.email, emailVerified: true });
  });

  it("takes no address or header for this machine: a proxy on it with nginx's default headers gets no mail", async () => {
    // nginx's defaults: Host names the upstream (localhost:3000), no forwarding header, from this computer.
    const proxied: Array<{ headers: Record<string, string>; remoteAddress?: string }> = [
      { headers: { host: 'localhost:3000', connection: 'close' } },
      { headers: { host: '127.0.0.1:3000' }, remoteAddress: '::1' },
      { headers: { host: '[::1]:3000' }, remoteAddress: '::ffff:127.0.0.1' },
      { headers: { 'x-forwarded-for': VENUE_GUEST } },
      { headers: { host: 'localhost:3000', 'x-outbox-key': 'not-the-key' } },
    ];
    for (const request of proxied) {
      const res = await outbox(t, request);
      expect(res.statusCode, JSON.stringify(request)).toBe(403);
      expect(res.json()).toEqual({ code: 'OUTBOX_NOT_LOCAL', message: OUTBOX_NOT_LOCAL });
    }
    // The key opens every mail wherever it is sent from, proxy or not.
    const keyed = await outbox(t, {
      remoteAddress: VENUE_GUEST,
      headers: { 'x-forwarded-for': VENUE_GUEST, 'x-outbox-key': t.ctx.outbox?.key ?? '' },
    });
    expect(ZOutbox.parse(keyed.json()).scope).toBe('all');
  });

  it('each start has a new key', async () => {
    const other = await createTestApp();
    expect(other.ctx.outbox?.key).toMatch(/^[\w-]{32}$/);
    expect(other.ctx.outbox?.key).not.toBe(t.ctx.outbox?.key);
    expect((await outbox(other, { headers: { 'x-outbox-key': t.ctx.outbox?.key ?? '' } })).statusCode).toBe(
      403,
    );
  });
});

describe('servers without an outbox', () => {
  const site = { PUBLIC_URL: 'https://bingo.example.com', PAYMENT_PROVIDER: 'local' };
  it.each([
    ['a public server writing mail to its log', { ...site, MAIL_TRANSPORT: 'log' }, 'log', RESET_LINK_IN_LOG],
    // Nothing listens on port 9: the mail fails in the background, after the answer.
    ['a server sending mail', { ...site, SMTP_URL: 'smtp://127.0.0.1:9' }, 'smtp', RESET_MAIL_SENT],
  ])('%s: no outbox for anyone; the answers say where links go', async (_, env, delivery, answer) => {
    const t = await createTestApp(env);
    expect(t.ctx.outbox).toBeNull();
    const host = await register(t);
    for (const res of [await outbox(t, {}), await outbox(t, { token: host.accessToken })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('OUTBOX_UNAVAILABLE');
    }
    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: host.user.email },
    });
    expect(forgot.json()).toEqual({ message: answer });
    expect((await t.request({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      mailDelivery: delivery,
    });
  });
});
