import { describe, expect, it } from 'vitest';
import { startGoogleDouble } from '../../../test/google-double';
import { createTestApp, PASSWORD, registerHost, uniqueEmail, unverifiedApiOf } from '../../../test/test-app';

describe('auth: register and login', async () => {
  const t = await createTestApp();

  it('registers, returns tokens and a presented user, and stores only an argon2id hash', async () => {
    const email = uniqueEmail().toUpperCase();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ user: { email: email.toLowerCase(), hasPassword: true, hasGoogle: false } });
    expect(body.accessToken).toMatch(/^ey/);
    expect(body.refreshToken.length).toBeGreaterThan(30);
    expect(body.user).not.toHaveProperty('password_hash');
    const row = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.user.id)
      .executeTakeFirst();
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const email = uniqueEmail();
    await registerHost(t, email);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: email.toUpperCase(), password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists. Try logging in.',
    });
  });

  it.each([
    [
      { email: 'a@b.co', password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters',
    ],
    [{ email: 'a@b.co', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, 'at most 128'],
    [{ email: 'a@b.co', password: 'abcdefgh', confirmPassword: 'abcdefgX' }, 'Passwords do not match'],
    [{ email: 'not-an-email', password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'valid email'],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'Email is required'],
    [{ email: 42, password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'Email is required'],
  ])('rejects bad registration %#', async (payload, message) => {
    const before = await t.ctx.db.selectFrom('users').select('id').execute();
    const res = await t.request({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toContain(message);
    const after = await t.ctx.db.selectFrom('users').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('logs in with the right password and gives the same answer for unknown email and wrong password', async () => {
    const email = uniqueEmail();
    await registerHost(t, email);
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(email);

    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong password' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  it('answers malformed JSON, wrong content type and huge bodies with clear errors', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Request body is not valid JSON' });

    const text = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Unsupported content type');

    const huge = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'a@b.co', password: 'x'.repeat(200_000), confirmPassword: 'x' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
  });

  it('GET /auth/me needs a valid access token and rejects tampered or foreign-algorithm tokens', async () => {
    const host = await registerHost(t);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: host.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(host.user.id);

    const [header, payload] = host.accessToken.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${payload}.AAAA`;
    for (const token of [unsigned, tampered, 'garbage']) {
      const res = await t.request({ method: 'GET', url: '/api/auth/me', token });
      expect(res.statusCode).toBe(401);
    }
    expect((await t.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

describe('auth: access token expiry', async () => {
  // Two seconds: `exp` is in whole seconds, so a one-second token refreshed late in a second could expire before
  // the next request on a loaded machine.
  const t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' });

  it('refuses an expired access token; a refresh gives a working one', async () => {
    const host = await registerHost(t);
    await new Promise((r) => setTimeout(r, 3100));
    const expired = await t.request({ method: 'GET', url: '/api/auth/me', token: host.accessToken });
    expect(expired.statusCode).toBe(401);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: host.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: refreshed.json().accessToken });
    expect(me.statusCode).toBe(200);
  });
});

describe('auth: refresh rotation', async () => {
  const t = await createTestApp({ REFRESH_GRACE_SECONDS: '1' });
  const refresh = (refreshToken: string) =>
    t.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

  it('rotates the refresh token on every use and stores only hashes', async () => {
    const host = await registerHost(t);
    const first = await refresh(host.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(first.json().refreshToken).not.toBe(host.refreshToken);
    const second = await refresh(first.json().refreshToken);
    expect(second.statusCode).toBe(200);
    const stored = await t.ctx.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.some((r) => r.token_hash === host.refreshToken)).toBe(false);
  });

  it('reuse of a rotated token after the grace window revokes the whole family', async () => {
    const host = await registerHost(t);
    const next = (await refresh(host.refreshToken)).json();
    await new Promise((r) => setTimeout(r, 1200));
    const reuse = await refresh(host.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('INVALID_TOKEN');
    // The legitimate successor is dead too, and so are the family's access tokens.
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: next.accessToken });
    expect(me.statusCode).toBe(401);
  });

  it('parallel refreshes with the same token (two tabs) both succeed within the grace window', async () => {
    const host = await registerHost(t);
    const results = await Promise.all([refresh(host.refreshToken), refresh(host.refreshToken)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.json().refreshToken as string);
    expect(a).not.toBe(b);
    expect((await refresh(a)).statusCode).toBe(200);
    expect((await refresh(b)).statusCode).toBe(200);
  });

  it('rejects unknown, missing and oversized refresh tokens', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const missing = await t.request({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('No refresh token available');
    expect((await refresh('x'.repeat(600))).statusCode).toBe(400);
  });

  it('logout ends the session: its refresh and access tokens stop working', async () => {
    const host = await registerHost(t);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', token: host.accessToken });
    expect(out.statusCode).toBe(204);
    expect((await refresh(host.refreshToken)).statusCode).toBe(401);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: host.accessToken });
    expect(me.statusCode).toBe(401);
  });

  it('logout with a refresh token in the body ends that session only for its owner', async () => {
    const owner = await registerHost(t);
    const other = await registerHost(t);
    const attempt = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      token: other.accessToken,
      payload: { refreshToken: owner.refreshToken },
    });
    expect(attempt.statusCode).toBe(204);
    expect((await refresh(owner.refreshToken)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('auth: absolute expiry', async () => {
  const t = await createTestApp();

  it('a refresh token past its family expiry is refused even if never used', async () => {
    const host = await registerHost(t);
    await t.ctx.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', host.user.id)
      .execute();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: host.refreshToken },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('auth: rate limits', async () => {
  const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '2' });

  it('answers 429 with Retry-After after the limit, and lets the user in again after the window', async () => {
    const email = uniqueEmail();
    await registerHost(t, email);
    const attempt = () =>
      t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(blocked.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    await new Promise((r) => setTimeout(r, 2100));
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('auth: Google sign-in', async () => {
  const clientId = 'our-client.apps.googleusercontent.com';
  const google = await startGoogleDouble({
    good: { aud: clientId, azp: clientId, sub: 'g-1', email: 'Fan@Example.com', email_verified: 'true' },
    other: { aud: 'someone-else', azp: 'someone-else', sub: 'g-2', email: 'x@y.co', email_verified: 'true' },
    unverified: { aud: clientId, sub: 'g-3', email: 'u@y.co', email_verified: 'false' },
    expired: { aud: clientId, sub: 'g-4', email: 'e@y.co', email_verified: 'true', expires_in: '0' },
    linker: { aud: clientId, sub: 'g-5', email: 'linked@example.com', email_verified: 'true' },
  });
  const t = await createTestApp({ GOOGLE_CLIENT_ID: clientId, GOOGLE_TOKENINFO_URL: google.url });
  const signIn = (token: string) =>
    t.request({ method: 'POST', url: '/api/auth/google', payload: { token } });

  it('signs up with a token issued to our client and signs the same user in again by sub', async () => {
    const first = await signIn('good');
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      email: 'fan@example.com',
      hasGoogle: true,
      hasPassword: false,
    });
    const again = await signIn('good');
    expect(again.json().user.id).toBe(first.json().user.id);
    const config = await t.request({ method: 'GET', url: '/api/config' });
    expect(config.json().googleClientId).toBe(clientId);
  });

  it.each(['other', 'unverified', 'expired', 'unknown-token'])('refuses the %s token', async (token) => {
    const before = await t.ctx.db.selectFrom('users').select('id').execute();
    const res = await signIn(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'INVALID_TOKEN', message: 'Google login failed' });
    expect((await t.ctx.db.selectFrom('users').select('id').execute()).length).toBe(before.length);
  });

  it('links a verified Google account to an existing password account with that email', async () => {
    const host = await unverifiedApiOf(t).registerHost('linked@example.com');
    const res = await signIn('linker');
    // The address was never verified, so the password set with it is dropped (test/security/pre-account-takeover).
    expect(res.json().user).toMatchObject({ id: host.user.id, hasGoogle: true, hasPassword: false });
  });
});

describe('auth: Google not configured', async () => {
  const t = await createTestApp();
  it('says so clearly', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/google', payload: { token: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Google sign-in is not set up on this server');
    expect((await t.request({ method: 'GET', url: '/api/config' })).json().googleClientId).toBeNull();
  });
});
