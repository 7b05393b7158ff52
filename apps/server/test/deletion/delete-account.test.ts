import { describe, expect, it } from 'vitest';
import { startGoogleDouble } from '../google-double';
import { createStartedGame, uploadPhoto } from '../play';
import { createGame } from '../factories';
import { createTestApp, PASSWORD, registerHost, uniqueEmail, type TestApp } from '../test-app';
import { expectQueueEmpty, gameKeys, localMedia, s3Media, type MediaProbe } from './helpers';

const stores: [string, () => Promise<MediaProbe>][] = [
  ['local media', async () => localMedia],
  ['s3 (s3rver)', s3Media],
];

const deleteAccount = (t: TestApp, token: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/account/delete', token, payload });

describe.each(stores)('POST /api/account/delete with a password (%s)', async (_name, probe) => {
  const media = await probe();
  const t = await createTestApp({ ...media.env, RETENTION_SWEEP_MINUTES: '0' });

  it('deletes games and photos, keeps payments anonymised, ends every session; the e-mail registers again', async () => {
    const game = await createStartedGame(t, {}, ['Pia', 'Ole']);
    await uploadPhoto(t, game.code, game.players[0].token, 0);
    await uploadPhoto(t, game.code, game.players[1].token, 2);
    const draft = await createGame(t, game.token);
    const keys = await gameKeys(t, game.game.uid);
    expect(keys).toHaveLength(4);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: game.token });
    const { id: userId, email } = me.json().user as { id: string; email: string };
    // A second login session (another browser), with its refresh token.
    const second = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(second.statusCode).toBe(200);
    const { accessToken: otherAccess, refreshToken: otherRefresh } = second.json();
    const paymentIds = (
      await t.ctx.db.selectFrom('payments').select('id').where('user_id', '=', userId).execute()
    ).map((p) => p.id);
    expect(paymentIds).toHaveLength(1);

    const wrong = await deleteAccount(t, game.token, { password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Wrong password. Your account was not deleted.');
    const missing = await deleteAccount(t, game.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Enter your password to delete your account');
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: game.token })).statusCode).toBe(200);
    expect(
      await t.ctx.db.selectFrom('games').select('id').where('host_user_id', '=', userId).execute(),
    ).toHaveLength(2);

    const res = await deleteAccount(t, game.token, { password: PASSWORD });
    expect(res.statusCode).toBe(204);

    // Games, players, cards and photo files are gone.
    expect(
      await t.ctx.db.selectFrom('games').select('id').where('id', 'in', [game.game.uid, draft.uid]).execute(),
    ).toEqual([]);
    expect(
      await t.ctx.db.selectFrom('players').select('id').where('game_id', '=', game.game.uid).execute(),
    ).toEqual([]);
    for (const key of keys) expect(media.exists(t, key)).toBe(false);
    await expectQueueEmpty(t);
    // The payment is kept as an anonymous record: no user, no game, same money.
    const kept = await t.ctx.db.selectFrom('payments').selectAll().where('id', 'in', paymentIds).execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ user_id: null, game_id: null, status: 'paid' });
    expect(JSON.stringify(kept[0])).not.toContain(email);
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(
      await t.ctx.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', userId).execute(),
    ).toEqual([]);
    // Every session ends at once: both access tokens and the other refresh token.
    for (const token of [game.token, otherAccess as string]) {
      expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    }
    const refresh = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: otherRefresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } }))
        .statusCode,
    ).toBe(401);
    // The address can register again: a new, empty account.
    const again = await registerHost(t, email);
    expect(again.user.id).not.toBe(userId);
    const list = await t.request({
      method: 'GET',
      url: '/api/game?status=completed',
      token: again.accessToken,
    });
    expect(list.json()).toEqual([]);
  });

  it('another account’s games and photos are untouched; a signed-out caller is refused', async () => {
    const keep = await createStartedGame(t);
    const cell = await uploadPhoto(t, keep.code, keep.players[0].token, 0);
    const leaving = await registerHost(t, uniqueEmail());
    expect((await deleteAccount(t, leaving.accessToken, { password: PASSWORD })).statusCode).toBe(204);
    expect(media.exists(t, (cell.image ?? '').replace('/media/', ''))).toBe(true);
    expect(
      (await t.request({ method: 'GET', url: `/api/game/${keep.code}/host`, token: keep.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/account/delete', payload: { password: PASSWORD } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/account/delete for a Google account', async () => {
  const clientId = 'our-client.apps.googleusercontent.com';
  const google = await startGoogleDouble({
    fan: {
      aud: clientId,
      azp: clientId,
      sub: 'g-del-1',
      email: 'del-fan@example.com',
      email_verified: 'true',
    },
    fanAgain: {
      aud: clientId,
      azp: clientId,
      sub: 'g-del-1',
      email: 'del-fan@example.com',
      email_verified: 'true',
    },
    someoneElse: {
      aud: clientId,
      azp: clientId,
      sub: 'g-del-2',
      email: 'other@example.com',
      email_verified: 'true',
    },
    otherApp: {
      aud: 'another-client',
      azp: 'another-client',
      sub: 'g-del-1',
      email: 'del-fan@example.com',
      email_verified: 'true',
    },
  });
  const t = await createTestApp({
    GOOGLE_CLIENT_ID: clientId,
    GOOGLE_TOKENINFO_URL: google.url,
    RETENTION_SWEEP_MINUTES: '0',
  });

  it('asks for a fresh Google sign-in of the same Google account, then deletes; the e-mail signs up anew', async () => {
    const first = await t.request({ method: 'POST', url: '/api/auth/google', payload: { token: 'fan' } });
    expect(first.statusCode).toBe(200);
    const { accessToken, user } = first.json();
    await createGame(t, accessToken);

    const noToken = await deleteAccount(t, accessToken, { password: 'anything' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe('Sign in with Google again to delete your account');
    const other = await deleteAccount(t, accessToken, { googleToken: 'someoneElse' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(
      'That Google account is not the one linked to this account. Your account was not deleted.',
    );
    for (const token of ['otherApp', 'unknown-token']) {
      expect((await deleteAccount(t, accessToken, { googleToken: token })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: accessToken })).statusCode).toBe(
      200,
    );

    expect((await deleteAccount(t, accessToken, { googleToken: 'fanAgain' })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: accessToken })).statusCode).toBe(
      401,
    );
    expect(
      await t.ctx.db.selectFrom('games').select('id').where('host_user_id', '=', user.id).execute(),
    ).toEqual([]);
    const again = await t.request({ method: 'POST', url: '/api/auth/google', payload: { token: 'fan' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).not.toBe(user.id);
  });
});
