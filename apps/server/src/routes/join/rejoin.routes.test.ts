import {
  ALREADY_PLAYING_HERE,
  MOVED_TO_ANOTHER_DEVICE,
  REJOIN_CODE_ALPHABET,
  REJOIN_CODE_INVALID,
  REMOVED_FROM_GAME,
  type TBoard,
  type TMembership,
  type TQueuePlayer,
  type TRejoinCode,
  ErrorCode,
} from '@picture-bingo/shared';
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
  joinRequest,
  openSocket,
  recordEvents,
} from '../../../test/players';
import { apiOf, createTestApp } from '../../../test/test-app';

describe('moving a player to another device with a rejoin code', async () => {
  const t = await createTestApp({ REJOIN_RATE_LIMIT_MAX: '6', REJOIN_IP_RATE_LIMIT_MAX: '1000' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

  const issue = (code: string, playerId: string, token: string) =>
    t.request({ method: 'POST', url: `/api/game/${code}/players/${playerId}/rejoin-code`, token });
  const redeem = (code: string, deviceToken: string, rejoinCode: unknown) =>
    t.request({
      method: 'POST',
      url: `/api/game/${code}/rejoin`,
      headers: { 'x-device-token': deviceToken },
      payload: { rejoinCode },
    });
  const issued = async (code: string, playerId: string, token: string) => {
    const res = await issue(code, playerId, token);
    expect(res.statusCode).toBe(200);
    return res.json() as TRejoinCode;
  };
  const expectInvalid = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: REJOIN_CODE_INVALID });
  };

  it('the new device takes over the card and photos; the old one is refused and its socket told and dropped', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    await apiOf(t).start(token, code);
    await apiOf(t).uploadPhoto(code, pia.token, 0, await makeJpeg());
    const before = (await getBoard(t, code, pia.token)).json() as TBoard;
    const oldSocket = openSocket(address, { gameCode: code, deviceToken: pia.token });
    const oldEvents = recordEvents(oldSocket);
    await connected(oldSocket);
    const dropped = disconnected(oldSocket);

    const rejoin = await issued(code, pia.id, token);
    expect(rejoin.code).toMatch(new RegExp(`^[${REJOIN_CODE_ALPHABET}]{6}$`));
    expect(rejoin.playerId).toBe(pia.id);
    const minutes = (Date.parse(rejoin.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);

    const phone = await createDevice(t);
    // Typed as people do: lower case, with a space and a dash.
    const typed = `${rejoin.code.slice(0, 3).toLowerCase()} -${rejoin.code.slice(3)}`;
    const res = await redeem(code, phone.token, typed);
    expect(res.statusCode).toBe(200);
    const membership = res.json() as TMembership;
    expect(membership.player).toMatchObject({ id: pia.id, name: 'Pia', status: 'playing' });

    const after = (await getBoard(t, code, phone.token)).json() as TBoard;
    expect(after.cells).toEqual(before.cells);
    expect(after.cells[0].image).not.toBeNull();

    expect(await oldEvents.waitFor('you:moved')).toEqual({
      message: MOVED_TO_ANOTHER_DEVICE,
      code: ErrorCode.MOVED_TO_ANOTHER_DEVICE,
    });
    expect(await dropped).toBe('io server disconnect');
    for (const answer of [await getBoard(t, code, pia.token), await getMe(t, code, pia.token)]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        code: ErrorCode.MOVED_TO_ANOTHER_DEVICE,
        message: MOVED_TO_ANOTHER_DEVICE,
      });
    }
    const upload = await apiOf(t).putPhoto(code, pia.token, 1, await makeJpeg());
    expect(upload.status).toBe(403);
    // The old device's socket is refused from now on; the new one connects as the player.
    await expect(
      connected(openSocket(address, { gameCode: code, deviceToken: pia.token })),
    ).rejects.toMatchObject({
      message: MOVED_TO_ANOTHER_DEVICE,
      data: { code: ErrorCode.MOVED_TO_ANOTHER_DEVICE },
    });
    const newSocket = openSocket(address, { gameCode: code, deviceToken: phone.token });
    await connected(newSocket);
    newSocket.disconnect();
    // The player stays one player: same queue, same count.
    const queue = await t.request({ method: 'GET', url: `/api/game/${code}/players`, token });
    expect((queue.json() as TQueuePlayer[]).map((p) => p.id)).toEqual([pia.id]);
  });

  it('a code works once', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const rejoin = await issued(code, pia.id, token);
    const first = await createDevice(t);
    expect((await redeem(code, first.token, rejoin.code)).statusCode).toBe(200);
    const second = await createDevice(t);
    expectInvalid(await redeem(code, second.token, rejoin.code));
    expect((await getMe(t, code, second.token)).statusCode).toBe(404);
    expect((await getMe(t, code, first.token)).json()).toMatchObject({ player: { id: pia.id } });
  });

  it('a code redeemed by several devices at once moves the player to exactly one of them', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const rejoin = await issued(code, pia.id, token);
    const phones = await Promise.all([createDevice(t), createDevice(t), createDevice(t), createDevice(t)]);
    const answers = await Promise.all(phones.map((p) => redeem(code, p.token, rejoin.code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const winner = phones[answers.findIndex((a) => a.statusCode === 200)];
    expect((await getMe(t, code, winner.token)).json()).toMatchObject({ player: { id: pia.id } });
    for (const phone of phones.filter((p) => p !== winner)) {
      expect((await getMe(t, code, phone.token)).statusCode).toBe(404);
    }
  });

  it('an expired code is refused and changes nothing', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const rejoin = await issued(code, pia.id, token);
    // Ten minutes later, as the database sees it.
    await t.ctx.db
      .updateTable('rejoin_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('player_id', '=', pia.id)
      .execute();
    const phone = await createDevice(t);
    expectInvalid(await redeem(code, phone.token, rejoin.code));
    expect((await getMe(t, code, pia.token)).statusCode).toBe(200);
    expect((await getMe(t, code, phone.token)).statusCode).toBe(404);
  });

  it('codes are per player and per game; a newer code retires the older one', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const max = await joinAs(t, code, 'Max');
    const older = await issued(code, pia.id, token);
    const newer = await issued(code, pia.id, token);
    const forMax = await issued(code, max.id, token);
    const phone = await createDevice(t);
    if (older.code !== newer.code) expectInvalid(await redeem(code, phone.token, older.code));

    // Another game's room code with this game's code: nothing.
    const other = await createPaidGame(t);
    expectInvalid(await redeem(other.code, phone.token, forMax.code));

    const res = await redeem(code, phone.token, forMax.code);
    expect(res.statusCode).toBe(200);
    expect((res.json() as TMembership).player.id).toBe(max.id);
    // Pia's newer code still works, on yet another device.
    const pias = await createDevice(t);
    expect(((await redeem(code, pias.token, newer.code)).json() as TMembership).player.id).toBe(pia.id);
  });

  it('a device that plays someone else here cannot take over a second player; the code stays usable', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const max = await joinAs(t, code, 'Max');
    const rejoin = await issued(code, pia.id, token);
    const res = await redeem(code, max.token, rejoin.code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: ErrorCode.ALREADY_PLAYING_HERE, message: ALREADY_PLAYING_HERE });
    expect((await getMe(t, code, max.token)).json()).toMatchObject({ player: { id: max.id } });
    expect((await getMe(t, code, pia.token)).json()).toMatchObject({ player: { id: pia.id } });
    const phone = await createDevice(t);
    expect((await redeem(code, phone.token, rejoin.code)).statusCode).toBe(200);
  });

  it('a removed player cannot be moved, and a removed device cannot use a code', async () => {
    const { code, token } = await createPaidGame(t);
    const gone = await joinAs(t, code, 'Gone');
    const pia = await joinAs(t, code, 'Pia');
    const forGone = await issued(code, gone.id, token);
    const forPia = await issued(code, pia.id, token);
    await t.request({ method: 'DELETE', url: `/api/game/${code}/players/${gone.id}`, token });
    // The removal retired the code it had: it could not work again even if the player came back.
    const stored = await t.ctx.db
      .selectFrom('rejoin_codes')
      .select('used_at')
      .where('player_id', '=', gone.id)
      .execute();
    expect(stored.map((r) => r.used_at !== null)).toEqual([true]);
    const issueAgain = await issue(code, gone.id, token);
    expect(issueAgain.statusCode).toBe(409);
    const phone = await createDevice(t);
    expectInvalid(await redeem(code, phone.token, forGone.code));
    const removed = await redeem(code, gone.token, forPia.code);
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toEqual({ code: ErrorCode.REMOVED_FROM_GAME, message: REMOVED_FROM_GAME });
  });

  it('bad input: malformed codes, no device session, another host, an unknown player', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const phone = await createDevice(t);
    for (const bad of ['', 'ABC', 'O0I1L9', '<script>', 'A'.repeat(41)]) {
      const res = await redeem(code, phone.token, bad);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toBe(REJOIN_CODE_INVALID);
    }
    const missing = await t.request({
      method: 'POST',
      url: `/api/game/${code}/rejoin`,
      headers: { 'x-device-token': phone.token },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Rejoin code is required' });
    const rejoin = await issued(code, pia.id, token);
    const noSession = await t.request({
      method: 'POST',
      url: `/api/game/${code}/rejoin`,
      payload: { rejoinCode: rejoin.code },
    });
    expect(noSession.statusCode).toBe(401);

    const stranger = await createPaidGame(t);
    expect((await issue(code, pia.id, stranger.token)).statusCode).toBe(404);
    expect((await issue(code, 'no-such-player', token)).statusCode).toBe(404);
    // A player of another game through this game's code.
    const elsewhere = await joinAs(t, stranger.code, 'Else');
    expect((await issue(code, elsewhere.id, token)).statusCode).toBe(404);
    expect((await issue(code, pia.id, '')).statusCode).toBe(401);
    // Nothing above moved anyone.
    expect((await getMe(t, code, pia.token)).statusCode).toBe(200);
  });

  it('attempts are rate-limited per device', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const phone = await createDevice(t);
    for (let i = 0; i < 6; i += 1) expectInvalid(await redeem(code, phone.token, 'ZZZZZZ'));
    const rejoin = await issued(code, pia.id, token);
    const limited = await redeem(code, phone.token, rejoin.code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The right code from the limited device changed nothing, and still works from another device.
    expect((await getMe(t, code, pia.token)).statusCode).toBe(200);
    const other = await createDevice(t);
    expect((await redeem(code, other.token, rejoin.code)).statusCode).toBe(200);
  });

  it('the old device is told it moved, and the player keeps their name', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const rejoin = await issued(code, pia.id, token);
    const phone = await createDevice(t);
    await redeem(code, phone.token, rejoin.code);
    expect((await getMe(t, code, pia.token)).statusCode).toBe(403);
    // Joining under the player's own name is taken by the player (now on the new phone).
    expect((await joinRequest(t, code, pia.token, 'Pia')).statusCode).toBe(409);
  });
});

describe('per-address ceiling on rejoin attempts', async () => {
  const t = await createTestApp({ REJOIN_RATE_LIMIT_MAX: '1000', REJOIN_IP_RATE_LIMIT_MAX: '3' });

  it('refuses an address past its ceiling, whichever device asks', async () => {
    const { code } = await createPaidGame(t);
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const phone = await createDevice(t);
      const res = await t.request({
        method: 'POST',
        url: `/api/game/${code}/rejoin`,
        headers: { 'x-device-token': phone.token },
        payload: { rejoinCode: 'ZZZZZZ' },
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([400, 400, 400, 429]);
  });
});
