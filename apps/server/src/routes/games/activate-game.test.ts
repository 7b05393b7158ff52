import { describe, expect, it } from 'vitest';
import { completeSetup, createGame, gameCount, getGame, payLocally } from '../../../test/factories';
import { createTestApp, registerHost } from '../../../test/test-app';

describe('POST /game/:code/activate (prepaid games)', async () => {
  const t = await createTestApp();

  const activate = (token: string, code: string) =>
    t.request({ method: 'POST', url: `/api/game/${code}/activate`, token });

  it('without a prepaid game left: 402 and the game stays a draft', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const res = await activate(host.accessToken, game.gameCode);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: 'You have no prepaid games left. Make a payment to start this game.',
    });
    expect(await getGame(t, host.accessToken, game.gameCode)).toMatchObject({
      paid: false,
      status: 'INACTIVE',
    });
  });

  it('with a prepaid game left: the draft goes live without paying, and the game is spent', async () => {
    const host = await registerHost(t);
    const first = await createGame(t, host.accessToken);
    await payLocally(t, host.accessToken, first.gameCode, 2);
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 2, used: 1, left: 1 });

    const second = await createGame(t, host.accessToken);
    const res = await activate(host.accessToken, second.gameCode);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gameCode: second.gameCode,
      paid: true,
      status: 'ACTIVE',
      phase: 'lobby',
    });
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 2, used: 2, left: 0 });

    const third = await createGame(t, host.accessToken);
    expect((await activate(host.accessToken, third.gameCode)).statusCode).toBe(402);
  });

  it('refuses a paid, ended or incomplete game, and another host’s game', async () => {
    const host = await registerHost(t);
    const other = await registerHost(t);
    const paid = await createGame(t, host.accessToken);
    await payLocally(t, host.accessToken, paid.gameCode, 5);
    const again = await activate(host.accessToken, paid.gameCode);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This game is already paid for');

    const incomplete = await createGame(t, host.accessToken, { ...completeSetup, freeSpaceWord: '' });
    const res = await activate(host.accessToken, incomplete.gameCode);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Finish setting up the game first: Choose a Free Space word.');

    const cancelled = await createGame(t, host.accessToken);
    await t.request({
      method: 'POST',
      url: `/api/game/${cancelled.gameCode}/cancel`,
      token: host.accessToken,
    });
    expect((await activate(host.accessToken, cancelled.gameCode)).statusCode).toBe(409);

    const theirs = await createGame(t, other.accessToken);
    expect((await activate(host.accessToken, theirs.gameCode)).statusCode).toBe(404);
    expect(await getGame(t, other.accessToken, theirs.gameCode)).toMatchObject({ paid: false });
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 5, used: 1, left: 4 });
  });

  it('concurrent activations with one prepaid game left spend it exactly once', async () => {
    const host = await registerHost(t);
    const first = await createGame(t, host.accessToken);
    await payLocally(t, host.accessToken, first.gameCode, 2);
    const drafts = await Promise.all(Array.from({ length: 6 }, () => createGame(t, host.accessToken)));
    // Several different games at once, and the same game twice.
    const codes = [...drafts.map((d) => d.gameCode), drafts[0].gameCode];
    const results = await Promise.all(codes.map((code) => activate(host.accessToken, code)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 402 || s === 409)).toBe(true);
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 2, used: 2, left: 0 });
    const live = await Promise.all(drafts.map((d) => getGame(t, host.accessToken, d.gameCode)));
    expect(live.filter((g) => g.paid)).toHaveLength(1);
  });
});
