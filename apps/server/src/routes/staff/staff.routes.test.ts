import { ErrorCode, ERRORS, type TGame, type TGameListItem, type TUser } from '@picture-bingo/shared';
import type { TAcceptedInvite, TCreatedInvite, TStaff } from '@picture-bingo/shared/staff';
import { describe, expect, it } from 'vitest';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/tokens';
import { createStartedGame, uploadPhoto } from '../../../test/play';
import { connected, disconnected, openSocket } from '../../../test/players';
import { snapshot } from '../../../test/security/world';
import { createTestApp, registerHost, type TestApp } from '../../../test/test-app';

const invite = async (t: TestApp, code: string, token: string, role: 'cohost' | 'moderator') => {
  const res = await t.request({ method: 'POST', url: `/api/game/${code}/invites`, token, payload: { role } });
  expect(res.statusCode).toBe(201);
  return res.json<TCreatedInvite>();
};
const accept = (t: TestApp, inviteToken: string, token: string, payload?: { name?: string }) =>
  t.request({ method: 'POST', url: `/api/invites/${inviteToken}/accept`, token, payload });
const staffOf = async (t: TestApp, code: string, token: string) =>
  (await t.request({ method: 'GET', url: `/api/game/${code}/staff`, token })).json<TStaff>();
const me = async (t: TestApp, token: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/me', token })).json<{ user: TUser }>().user;
const refusal = (code: keyof typeof ErrorCode) => ({
  message: ERRORS[ErrorCode[code]].message,
  code: ErrorCode[code],
});

/** Co-hosts and moderators: one-use invite links, roles that allow what the policies say, and revoking. */
describe('co-hosts and moderators', async () => {
  const t = await createTestApp();

  it("an invite link grants its role once; the game shows in the helper's Active Games with the role", async () => {
    const { code, token } = await createStartedGame(t);
    const created = await invite(t, code, token, 'moderator');
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const preview = await t.request({ method: 'GET', url: `/api/invites/${created.token}` });
    expect(preview.json()).toMatchObject({ role: 'moderator' });

    const mo = await registerHost(t);
    const accepted = await accept(t, created.token, mo.accessToken);
    expect(accepted.json<TAcceptedInvite>()).toEqual({ gameCode: code, role: 'moderator' });
    const list = await t.request({ method: 'GET', url: '/api/game?status=active', token: mo.accessToken });
    expect(list.json<TGameListItem[]>().map((g) => [g.gameCode, g.role])).toEqual([[code, 'moderator']]);
    const owners = await t.request({ method: 'GET', url: '/api/game?status=active', token });
    expect(owners.json<TGameListItem[]>().map((g) => g.role)).toEqual(['owner']);
    const host = await t.request({ method: 'GET', url: `/api/game/${code}/host`, token: mo.accessToken });
    expect(host.json<TGame>()).toMatchObject({ gameCode: code, role: 'moderator' });

    // The same link again, by anyone: used, nothing granted.
    const late = await registerHost(t);
    const before = await snapshot(t);
    expect((await accept(t, created.token, late.accessToken)).json()).toEqual(refusal('INVITE_USED'));
    expect((await t.request({ method: 'GET', url: `/api/invites/${created.token}` })).statusCode).toBe(410);
    expect(await snapshot(t)).toEqual(before);
    const none = await t.request({ method: 'GET', url: `/api/game/${code}/host`, token: late.accessToken });
    expect(none.statusCode).toBe(404);
  });

  it('an expired, revoked, made-up or own invite answers clearly and grants nothing', async () => {
    const { code, token } = await createStartedGame(t);
    const someone = await registerHost(t);
    const expired = await invite(t, code, token, 'cohost');
    await t.ctx.db
      .updateTable('game_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    const revoked = await invite(t, code, token, 'cohost');
    const del = await t.request({ method: 'DELETE', url: `/api/game/${code}/invites/${revoked.id}`, token });
    expect(del.statusCode).toBe(204);
    const own = await invite(t, code, token, 'cohost');

    const before = await snapshot(t);
    const answers = [
      await accept(t, expired.token, someone.accessToken),
      await accept(t, revoked.token, someone.accessToken),
      await accept(t, 'A'.repeat(43), someone.accessToken),
      await accept(t, 'not a token', someone.accessToken),
      await accept(t, own.token, token),
    ];
    expect(answers.map((a) => [a.statusCode, a.json<{ code: string }>().code])).toEqual([
      [410, 'INVITE_EXPIRED'],
      [410, 'INVITE_REVOKED'],
      [404, 'INVITE_NOT_FOUND'],
      [404, 'INVITE_NOT_FOUND'],
      [409, 'INVITE_OWN_GAME'],
    ]);
    expect(await snapshot(t)).toEqual(before);
    const staff = await t.request({ method: 'GET', url: `/api/game/${code}/staff`, token });
    expect(staff.json<TStaff>()).toEqual({
      members: [],
      invites: [expect.objectContaining({ id: own.id, role: 'cohost' })],
    });
  });

  it("the owner's staff list shows every open link again until it is used, withdrawn or expired", async () => {
    const { code, token } = await createStartedGame(t);
    const mod = await invite(t, code, token, 'moderator');
    const co = await invite(t, code, token, 'cohost');
    const gone = await invite(t, code, token, 'cohost');
    expect(new Set([mod.token, co.token, gone.token]).size).toBe(3);
    const listed = await t.request({ method: 'GET', url: `/api/game/${code}/staff`, token });
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.json<TStaff>().invites).toEqual([mod, co, gone]);
    // No column holds a link: the table keeps only each token's hash.
    const rows = await t.ctx.db.selectFrom('game_invites').selectAll().where('id', '=', mod.id).execute();
    expect(JSON.stringify(rows)).not.toContain(mod.token);
    expect(rows[0].token_hash).toBe(hashOpaqueToken(mod.token));

    const helper = await registerHost(t);
    const accepted = await accept(t, mod.token, helper.accessToken, { name: '  Ana\u200B  Lima ' });
    expect(accepted.statusCode).toBe(200);
    const del = await t.request({ method: 'DELETE', url: `/api/game/${code}/invites/${gone.id}`, token });
    expect(del.statusCode).toBe(204);
    const staff = await staffOf(t, code, token);
    expect(staff.invites).toEqual([co]);
    expect(staff.members).toEqual([
      expect.objectContaining({ userId: helper.user.id, name: 'Ana Lima', role: 'moderator' }),
    ]);
    const someone = await registerHost(t);
    const answers = await Promise.all([
      accept(t, mod.token, someone.accessToken),
      accept(t, gone.token, someone.accessToken),
    ]);
    expect(answers.map((a) => a.json<{ code: string }>().code)).toEqual(['INVITE_USED', 'INVITE_REVOKED']);
  });

  it('a helper who takes another link keeps the name they gave unless they give a new one', async () => {
    const { code, token } = await createStartedGame(t);
    const helper = await registerHost(t);
    await accept(t, (await invite(t, code, token, 'moderator')).token, helper.accessToken, { name: 'Rita' });
    await accept(t, (await invite(t, code, token, 'cohost')).token, helper.accessToken);
    expect((await staffOf(t, code, token)).members).toEqual([
      expect.objectContaining({ name: 'Rita', role: 'cohost' }),
    ]);
    await accept(t, (await invite(t, code, token, 'moderator')).token, helper.accessToken, {
      name: 'Rita M.',
    });
    expect((await staffOf(t, code, token)).members).toEqual([
      expect.objectContaining({ name: 'Rita M.', role: 'moderator' }),
    ]);
  });

  it('a link the secret cannot make again is listed without it, and still works for whoever holds it', async () => {
    const { code, token } = await createStartedGame(t);
    const made = await invite(t, code, token, 'cohost');
    const other = newOpaqueToken();
    await t.ctx.db
      .updateTable('game_invites')
      .set({ token_hash: other.hash })
      .where('id', '=', made.id)
      .execute();
    expect((await staffOf(t, code, token)).invites).toEqual([{ ...made, token: null }]);
    const helper = await registerHost(t);
    expect((await accept(t, other.token, helper.accessToken)).statusCode).toBe(200);
    expect((await accept(t, made.token, helper.accessToken)).statusCode).toBe(404);
  });

  it('a name that is too long or has nothing visible is refused, and the link stays open', async () => {
    const { code, token } = await createStartedGame(t);
    const link = await invite(t, code, token, 'moderator');
    const helper = await registerHost(t);
    for (const name of ['x'.repeat(41), '\u200B', 42]) {
      const res = await t.request({
        method: 'POST',
        url: `/api/invites/${link.token}/accept`,
        token: helper.accessToken,
        payload: { name },
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await staffOf(t, code, token)).invites).toEqual([link]);
  });

  it('an account that only helps run games is told so (no verify banner); one that owns a game is not', async () => {
    const { code, token } = await createStartedGame(t);
    const helper = await registerHost(t);
    expect((await me(t, helper.accessToken)).helpsOnly).toBe(false);
    await accept(t, (await invite(t, code, token, 'moderator')).token, helper.accessToken);
    expect((await me(t, helper.accessToken)).helpsOnly).toBe(true);
    expect((await me(t, token)).helpsOnly).toBe(false);
    const draft = await t.request({
      method: 'POST',
      url: '/api/game',
      token: helper.accessToken,
      payload: {},
    });
    expect(draft.statusCode).toBe(201);
    expect((await me(t, helper.accessToken)).helpsOnly).toBe(false);
  });

  it('two accepts of one link at once: one wins, the other is told it was used', async () => {
    const { code, token } = await createStartedGame(t);
    const link = await invite(t, code, token, 'cohost');
    const [a, b] = [await registerHost(t), await registerHost(t)];
    const answers = await Promise.all([
      accept(t, link.token, a.accessToken),
      accept(t, link.token, b.accessToken),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const staff = await t.request({ method: 'GET', url: `/api/game/${code}/staff`, token });
    expect(staff.json<TStaff>().members).toHaveLength(1);
  });

  it('a moderator reviews and removes players but gets 403 for running or owning the game, changing nothing', async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: true }, ['Pia', 'Max']);
    const mo = await registerHost(t);
    await accept(t, (await invite(t, code, token, 'moderator')).token, mo.accessToken);
    const photo = await uploadPhoto(t, code, players[0].token, 0);

    const before = await snapshot(t);
    for (const [method, url, payload] of [
      ['POST', `/api/game/${code}/pause`, undefined],
      ['POST', `/api/game/${code}/end`, undefined],
      ['POST', `/api/game/${code}/cancel`, undefined],
      ['PATCH', `/api/game/${code}`, { welcomeMessage: 'Mine now' }],
      ['POST', `/api/game/${code}/invites`, { role: 'cohost' }],
      ['POST', `/api/game/${code}/winner`, { playerId: players[0].id }],
      ['POST', `/api/game/${code}/players/${players[0].id}/rejoin-code`, undefined],
      ['DELETE', `/api/game/${code}`, undefined],
    ] as const) {
      const res = await t.request({ method, url, token: mo.accessToken, payload });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: refusal('ROLE_NOT_ALLOWED'),
      });
    }
    expect(await snapshot(t)).toEqual(before);

    const reviewed = await t.request({
      method: 'POST',
      url: `/api/game/${code}/cells/${players[0].id}/0/review`,
      token: mo.accessToken,
      payload: { decision: 'approve', image: photo.image },
    });
    expect(reviewed.json()).toMatchObject({ isMarked: true });
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/game/${code}/players/${players[1].id}`,
      token: mo.accessToken,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('a co-host runs the game (pause, resume, end) but cannot edit, invite, cancel or delete', async () => {
    const { code, token } = await createStartedGame(t);
    const co = await registerHost(t);
    await accept(t, (await invite(t, code, token, 'cohost')).token, co.accessToken);
    for (const action of ['pause', 'resume', 'end']) {
      const res = await t.request({
        method: 'POST',
        url: `/api/game/${code}/${action}`,
        token: co.accessToken,
      });
      expect({ action, status: res.statusCode }).toEqual({ action, status: 200 });
    }
    for (const [method, url] of [
      ['POST', `/api/game/${code}/cancel`],
      ['GET', `/api/game/${code}/staff`],
      ['DELETE', `/api/game/${code}`],
    ] as const) {
      expect((await t.request({ method, url, token: co.accessToken })).statusCode).toBe(403);
    }
  });

  it('revoking a moderator ends their sockets of the game at once and refuses their next call', async () => {
    const { code, token } = await createStartedGame(t);
    const mo = await registerHost(t);
    await accept(t, (await invite(t, code, token, 'moderator')).token, mo.accessToken);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = openSocket(base, { gameCode: code, hostToken: mo.accessToken });
    await connected(socket);
    const dropped = disconnected(socket);

    const res = await t.request({ method: 'DELETE', url: `/api/game/${code}/members/${mo.user.id}`, token });
    expect(res.statusCode).toBe(204);
    expect(await dropped).toBe('io server disconnect');
    const after = await t.request({ method: 'GET', url: `/api/game/${code}/review`, token: mo.accessToken });
    expect(after.statusCode).toBe(404);
    const again = openSocket(base, { gameCode: code, hostToken: mo.accessToken });
    await expect(connected(again)).rejects.toThrow('Game not found');
    again.disconnect();
    const list = await t.request({ method: 'GET', url: '/api/game?status=active', token: mo.accessToken });
    expect(list.json()).toEqual([]);
  });
});
