import { describe, expect, it } from 'vitest';
import { createGame, initiatePayment } from '../factories';
import { startGoogleDouble } from '../google-double';
import { connected, disconnected, openSocket } from '../players';
import { createTestApp, PASSWORD, unverifiedApiOf } from '../test-app';

/**
 * Registration does not verify e-mail, so whoever registers an address first holds its password. When Google
 * then vouches for the address, the account becomes its owner's: the unverified password and every session
 * made with it are gone (their sockets too); only the Google sign-in remains.
 */
describe('pre-account takeover: Google sign-in on an account registered by someone else', async () => {
  const clientId = 'our-client.apps.googleusercontent.com';
  const google = await startGoogleDouble({
    victim: { aud: clientId, sub: 'g-victim', email: 'victim@gmail.com', email_verified: 'true' },
    owner: { aud: clientId, sub: 'g-owner', email: 'owner@gmail.com', email_verified: 'true' },
  });
  const t = await createTestApp({ GOOGLE_CLIENT_ID: clientId, GOOGLE_TOKENINFO_URL: google.url });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = (token: string) =>
    t.request({ method: 'POST', url: '/api/auth/google', payload: { token } });
  const login = (email: string) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  const refresh = (refreshToken: string) =>
    t.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
  // The attacker cannot follow the verification link mailed to the victim's address.
  const registerHost = (_t: typeof t, email: string) => unverifiedApiOf(t).registerHost(email);

  it('the attacker’s password, sessions and sockets stop working once the owner signs in with Google', async () => {
    // The attacker registers the victim's address first, logs in a second time, and holds a live socket.
    const attacker = await registerHost(t, 'victim@gmail.com');
    const second = (await login('victim@gmail.com')).json() as { accessToken: string; refreshToken: string };
    const game = await createGame(t, attacker.accessToken);
    // Nor pay with it: paying needs the address verified.
    await expect(initiatePayment(t, attacker.accessToken, game.gameCode)).rejects.toThrow('403');
    const socket = openSocket(address, { gameCode: game.gameCode, hostToken: attacker.accessToken });
    await connected(socket);
    const dropped = disconnected(socket);

    const res = await signIn('victim');
    expect(res.statusCode).toBe(200);
    const victim = res.json() as { accessToken: string; user: { id: string } };
    expect(victim.user).toMatchObject({ id: attacker.user.id, hasGoogle: true, hasPassword: false });

    expect(await dropped).toBe('io server disconnect');
    const passwordLogin = await login('victim@gmail.com');
    expect(passwordLogin.statusCode).toBe(401);
    expect(passwordLogin.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    for (const refreshToken of [attacker.refreshToken, second.refreshToken]) {
      expect((await refresh(refreshToken)).statusCode).toBe(401);
    }
    for (const accessToken of [attacker.accessToken, second.accessToken]) {
      expect((await me(accessToken)).statusCode).toBe(401);
      const cancel = await t.request({
        method: 'POST',
        url: `/api/game/${game.gameCode}/cancel`,
        token: accessToken,
      });
      expect(cancel.statusCode).toBe(401);
    }
    await expect(
      connected(openSocket(address, { gameCode: game.gameCode, hostToken: attacker.accessToken })),
    ).rejects.toThrow('Your session has expired. Please log in again.');

    // The owner's Google session works, and so does the next Google sign-in, which revokes nothing more.
    expect((await me(victim.accessToken)).json().user).toMatchObject({ hasPassword: false, hasGoogle: true });
    const again = await signIn('victim');
    expect(again.json().user.id).toBe(attacker.user.id);
    expect((await me(victim.accessToken)).statusCode).toBe(200);
    const row = await t.ctx.db
      .selectFrom('users')
      .select(['password_hash', 'google_sub', 'email_verified_at'])
      .where('id', '=', attacker.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ password_hash: null, google_sub: 'g-victim' });
    expect(row.email_verified_at).toEqual(expect.any(String));
  });

  it('an account made by Google sign-in has its e-mail verified from the start', async () => {
    const res = await signIn('owner');
    expect(res.statusCode).toBe(200);
    const row = await t.ctx.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', res.json().user.id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).toEqual(expect.any(String));
  });
});
