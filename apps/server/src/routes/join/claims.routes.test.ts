import {
  ALREADY_PLAYING_HERE,
  ErrorCode,
  MOVED_TO_ANOTHER_DEVICE,
  type TBoard,
  type TDeviceClaim,
  type TDeviceClaims,
} from '@picture-bingo/shared';
import type { TCreatedInvite } from '@picture-bingo/shared/staff';
import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../test/images';
import {
  connected,
  createDevice,
  createPaidGame,
  disconnected,
  getBoard,
  getMe,
  joinAs,
  openSocket,
  recordEvents,
} from '../../../test/players';
import { apiOf, createTestApp, registerHost, type TestApp } from '../../../test/test-app';

async function addHelper(t: TestApp, code: string, ownerToken: string, role: 'cohost' | 'moderator') {
  const helper = await registerHost(t);
  const res = await t.request({
    method: 'POST',
    url: `/api/game/${code}/invites`,
    token: ownerToken,
    payload: { role },
  });
  const { token } = res.json<TCreatedInvite>();
  await t.request({ method: 'POST', url: `/api/invites/${token}/accept`, token: helper.accessToken });
  return helper.accessToken;
}

describe('"Is this you on a new phone?": a device claims a player and the host approves', async () => {
  const t = await createTestApp({ REJOIN_RATE_LIMIT_MAX: '8', REJOIN_IP_RATE_LIMIT_MAX: '1000' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

  const ask = (code: string, deviceToken: string, name: unknown) =>
    t.request({
      method: 'POST',
      url: `/api/game/${code}/claims`,
      headers: { 'x-device-token': deviceToken },
      payload: { name },
    });
  const asked = async (code: string, deviceToken: string, name: string) => {
    const res = await ask(code, deviceToken, name);
    expect(res.statusCode).toBe(201);
    return res.json<TDeviceClaim>();
  };
  const read = (code: string, deviceToken: string, claimId: string) =>
    t.request({
      method: 'GET',
      url: `/api/game/${code}/claims/${claimId}`,
      headers: { 'x-device-token': deviceToken },
    });
  const decide = (code: string, token: string, claimId: string, decision: 'approve' | 'decline') =>
    t.request({ method: 'POST', url: `/api/game/${code}/claims/${claimId}/${decision}`, token });
  const waiting = async (code: string, token: string) => {
    const res = await t.request({ method: 'GET', url: `/api/game/${code}/claims`, token });
    expect(res.statusCode).toBe(200);
    return res.json<TDeviceClaims>().claims;
  };
  const refusedWith = (res: { statusCode: number; json: () => unknown }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
  };

  it('nothing changes until the host approves; then the new phone has the card and the old one is signed out', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    await apiOf(t).start(token, code);
    await apiOf(t).uploadPhoto(code, pia.token, 0, await makeJpeg());
    const before = (await getBoard(t, code, pia.token)).json() as TBoard;
    const host = recordEvents(openSocket(address, { gameCode: code, hostToken: token }));
    const oldSocket = openSocket(address, { gameCode: code, deviceToken: pia.token });
    const oldEvents = recordEvents(oldSocket);
    await connected(oldSocket);
    // The host's socket is in the game's room once its snapshot came: a claim made before would not reach it.
    await host.waitFor('lobby:snapshot');

    const phone = await createDevice(t);
    // As typed on the new phone: another case, extra spaces.
    const claim = await asked(code, phone.token, '  pia ');
    expect(claim).toMatchObject({ playerId: pia.id, playerName: 'Pia', status: 'pending' });
    const minutes = (Date.parse(claim.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(await host.waitFor('claim:requested')).toEqual(claim);
    expect(await waiting(code, token)).toEqual([claim]);

    // Waiting: the old phone still plays, the new one is nobody yet.
    expect((await getMe(t, code, pia.token)).statusCode).toBe(200);
    expect((await getMe(t, code, phone.token)).statusCode).toBe(404);
    expect((await read(code, phone.token, claim.id)).json()).toMatchObject({ status: 'pending' });
    expect(oldEvents.names()).not.toContain('you:moved');

    const dropped = disconnected(oldSocket);
    const approved = await decide(code, token, claim.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: claim.id, status: 'approved' });
    expect(await host.waitFor('claim:settled')).toMatchObject({ id: claim.id, status: 'approved' });
    expect((await read(code, phone.token, claim.id)).json()).toMatchObject({ status: 'approved' });

    expect((await getBoard(t, code, phone.token)).json()).toEqual(before);
    expect((await getMe(t, code, phone.token)).json()).toMatchObject({ player: { id: pia.id } });
    expect(await oldEvents.waitFor('you:moved')).toMatchObject({ code: ErrorCode.MOVED_TO_ANOTHER_DEVICE });
    expect(await dropped).toBe('io server disconnect');
    const old = await getBoard(t, code, pia.token);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toEqual({ code: ErrorCode.MOVED_TO_ANOTHER_DEVICE, message: MOVED_TO_ANOTHER_DEVICE });
    expect(await waiting(code, token)).toEqual([]);
  });

  it('a declined claim changes nothing; the device may ask again', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const phone = await createDevice(t);
    const claim = await asked(code, phone.token, 'Pia');
    const declined = await decide(code, token, claim.id, 'decline');
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect((await read(code, phone.token, claim.id)).json()).toMatchObject({ status: 'declined' });
    expect((await getMe(t, code, pia.token)).json()).toMatchObject({ player: { id: pia.id } });
    expect((await getMe(t, code, phone.token)).statusCode).toBe(404);
    // Answered: neither decision can follow.
    refusedWith(await decide(code, token, claim.id, 'approve'), 409, ErrorCode.CLAIM_SETTLED);
    refusedWith(await decide(code, token, claim.id, 'decline'), 409, ErrorCode.CLAIM_SETTLED);
    expect((await ask(code, phone.token, 'Pia')).statusCode).toBe(201);
  });

  it('refuses an unknown or removed name, a second request, a device in the game, and bad input', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const gone = await joinAs(t, code, 'Gone');
    await t.request({ method: 'DELETE', url: `/api/game/${code}/players/${gone.id}`, token });
    const phone = await createDevice(t);

    refusedWith(await ask(code, phone.token, 'Nobody'), 404, ErrorCode.CLAIM_NOT_FOUND);
    refusedWith(await ask(code, phone.token, 'Gone'), 404, ErrorCode.CLAIM_NOT_FOUND);
    refusedWith(await ask(code, phone.token, ''), 400, ErrorCode.VALIDATION);
    refusedWith(await ask(code, phone.token, 42), 400, ErrorCode.VALIDATION);
    refusedWith(await ask(code, phone.token, 'x'.repeat(500)), 400, ErrorCode.VALIDATION);
    refusedWith(await ask('ZZZZZZ', phone.token, 'Pia'), 404, ErrorCode.INVALID_ROOM_CODE);
    const noSession = await t.request({
      method: 'POST',
      url: `/api/game/${code}/claims`,
      payload: { name: 'Pia' },
    });
    expect(noSession.statusCode).toBe(401);

    await asked(code, phone.token, 'Pia');
    refusedWith(await ask(code, phone.token, 'Pia'), 409, ErrorCode.CLAIM_ALREADY_PENDING);
    // A device that plays someone here, or was removed, claims nobody.
    const max = await joinAs(t, code, 'Max');
    refusedWith(await ask(code, max.token, 'Pia'), 409, ErrorCode.ALREADY_PLAYING_HERE);
    refusedWith(await ask(code, gone.token, 'Pia'), 403, ErrorCode.REMOVED_FROM_GAME);
    // Another device's claim is not this device's to read; nor are unknown ids.
    const claims = await waiting(code, token);
    expect(claims).toHaveLength(1);
    refusedWith(await read(code, max.token, claims[0].id), 404, ErrorCode.CLAIM_NOT_FOUND);
    refusedWith(await read(code, phone.token, 'not-a-claim'), 404, ErrorCode.CLAIM_NOT_FOUND);
    refusedWith(await decide(code, token, 'not-a-claim', 'approve'), 404, ErrorCode.CLAIM_NOT_FOUND);
    expect((await getMe(t, code, pia.token)).json()).toMatchObject({ player: { id: pia.id } });
  });

  it('an expired claim cannot be approved and leaves the list; the device may ask again', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const phone = await createDevice(t);
    const claim = await asked(code, phone.token, 'Pia');
    // Ten minutes later, as the database sees it.
    await t.ctx.db
      .updateTable('device_claims')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', claim.id)
      .execute();
    expect((await read(code, phone.token, claim.id)).json()).toMatchObject({ status: 'expired' });
    expect(await waiting(code, token)).toEqual([]);
    refusedWith(await decide(code, token, claim.id, 'approve'), 409, ErrorCode.CLAIM_EXPIRED);
    expect((await getMe(t, code, pia.token)).json()).toMatchObject({ player: { id: pia.id } });
    expect((await getMe(t, code, phone.token)).statusCode).toBe(404);
    expect((await ask(code, phone.token, 'Pia')).statusCode).toBe(201);
  });

  it('a player removed while the claim waits cannot be approved; nor a device that joined as someone else', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    await joinAs(t, code, 'Max');
    const phone = await createDevice(t);
    const forPia = await asked(code, phone.token, 'Pia');
    await t.request({ method: 'DELETE', url: `/api/game/${code}/players/${pia.id}`, token });
    refusedWith(await decide(code, token, forPia.id, 'approve'), 409, ErrorCode.PLAYER_REMOVED);

    const other = await createDevice(t);
    const forMax = await asked(code, other.token, 'Max');
    const joined = await t.request({
      method: 'POST',
      url: `/api/game/${code}/join`,
      headers: { 'x-device-token': other.token },
      payload: { name: 'Newcomer' },
    });
    expect(joined.statusCode).toBe(200);
    const res = await decide(code, token, forMax.id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: ErrorCode.ALREADY_PLAYING_HERE, message: ALREADY_PLAYING_HERE });
  });

  it('approving one claim for a player declines the others', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const [a, b] = await Promise.all([createDevice(t), createDevice(t)]);
    const first = await asked(code, a.token, 'Pia');
    const second = await asked(code, b.token, 'Pia');
    // Both wait (two claims made in one millisecond have no order between them).
    expect((await waiting(code, token)).map((c) => c.id).sort()).toEqual([first.id, second.id].sort());
    expect((await decide(code, token, second.id, 'approve')).statusCode).toBe(200);
    expect((await read(code, a.token, first.id)).json()).toMatchObject({ status: 'declined' });
    expect((await getMe(t, code, b.token)).json()).toMatchObject({ player: { id: pia.id } });
    expect((await getMe(t, code, a.token)).statusCode).toBe(404);
  });

  it('the owner and a co-host decide; a moderator, another host and players may not', async () => {
    const { code, token } = await createPaidGame(t);
    await joinAs(t, code, 'Pia');
    const cohost = await addHelper(t, code, token, 'cohost');
    const moderator = await addHelper(t, code, token, 'moderator');
    const stranger = (await registerHost(t)).accessToken;
    const phone = await createDevice(t);
    const claim = await asked(code, phone.token, 'Pia');

    refusedWith(await decide(code, moderator, claim.id, 'approve'), 403, ErrorCode.ROLE_NOT_ALLOWED);
    refusedWith(
      await t.request({ method: 'GET', url: `/api/game/${code}/claims`, token: moderator }),
      403,
      ErrorCode.ROLE_NOT_ALLOWED,
    );
    expect((await decide(code, stranger, claim.id, 'approve')).statusCode).toBe(404);
    const asPlayer = await t.request({
      method: 'POST',
      url: `/api/game/${code}/claims/${claim.id}/approve`,
      headers: { 'x-device-token': phone.token },
    });
    expect(asPlayer.statusCode).toBe(401);
    expect((await read(code, phone.token, claim.id)).json()).toMatchObject({ status: 'pending' });

    expect(await waiting(code, cohost)).toHaveLength(1);
    expect((await decide(code, cohost, claim.id, 'approve')).json()).toMatchObject({ status: 'approved' });
  });

  it('requests are rate-limited per device', async () => {
    const { code } = await createPaidGame(t);
    const phone = await createDevice(t);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await ask(code, phone.token, `Nobody ${i}`)).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('an ended game takes no claims and decides none', async () => {
    const { code, token } = await createPaidGame(t);
    await joinAs(t, code, 'Pia');
    const phone = await createDevice(t);
    const claim = await asked(code, phone.token, 'Pia');
    await t.request({ method: 'POST', url: `/api/game/${code}/cancel`, token });
    expect((await decide(code, token, claim.id, 'approve')).statusCode).toBe(409);
    const other = await createDevice(t);
    refusedWith(await ask(code, other.token, 'Pia'), 404, ErrorCode.INVALID_ROOM_CODE);
  });
});
