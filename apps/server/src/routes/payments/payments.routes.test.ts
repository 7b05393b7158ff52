import { ErrorCode } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import {
  completeSetup,
  createGame,
  gameCount,
  getGame,
  initiatePayment,
  payLocally,
} from '../../../test/factories';
import { createTestApp, registerHost } from '../../../test/test-app';

describe('payments API (local provider)', async () => {
  const t = await createTestApp();

  it('GET /api/config names the local provider by default', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.json().paymentProvider).toBe('local');
  });

  it('initiate opens a checkout for the host’s game: session id, url, our payment id', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const res = await t.request({
      method: 'POST',
      url: '/api/payment/initiate',
      token: host.accessToken,
      payload: { amount: 20, gameCount: 1, gameCode: game.gameCode.toLowerCase() },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'paymentId', 'url']);
    // Long and random: the session id is the only key to the hosted checkout page.
    expect(body.id).toMatch(/^cs_local_[A-Za-z0-9_-]{43}$/);
    expect(body.url).toBe(`http://localhost:80/checkout/${body.id}`);
    const status = await t.request({
      method: 'GET',
      url: `/api/payment/status/${body.paymentId}`,
      token: host.accessToken,
    });
    expect(status.json()).toEqual({
      id: body.paymentId,
      amount: 2000,
      gameCount: 1,
      status: 'pending',
      transactionId: null,
      customer: { id: host.user.id, email: host.user.email },
      gameCode: game.gameCode,
    });
    // Opening a checkout grants nothing.
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 0, used: 0, left: 0 });
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(false);
  });

  it('the amount comes from the server (price × gameCount), never from the client', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    for (const amount of [1, 0, -20, 0.01, 99999]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/payment/process',
        token: host.accessToken,
        payload: { amount, gameCount: 3, gameCode: game.gameCode },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ amount: 6000, gameCount: 3, status: 'pending' });
    }
    const noAmount = await t.request({
      method: 'POST',
      url: '/api/payment/process',
      token: host.accessToken,
      payload: { gameCount: 1, gameCode: game.gameCode },
    });
    expect(noAmount.json().amount).toBe(2000);
  });

  it('process answers with the payment record', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const res = await t.request({
      method: 'POST',
      url: '/api/payment/process',
      token: host.accessToken,
      payload: { amount: 20, gameCount: 1, gameCode: game.gameCode },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      amount: 2000,
      gameCount: 1,
      status: 'pending',
      transactionId: null,
      customer: { id: host.user.id, email: host.user.email },
    });
  });

  it.each([
    [{ gameCount: 0 }, 'gameCount must be a whole number from 1 to 10'],
    [{ gameCount: 11 }, 'gameCount must be a whole number from 1 to 10'],
    [{ gameCount: 1.5 }, 'gameCount must be a whole number from 1 to 10'],
    [{ gameCount: -1 }, 'gameCount must be a whole number from 1 to 10'],
    [{ gameCount: '1' }, 'gameCount must be a whole number from 1 to 10'],
    [{ gameCount: 1e9 }, 'gameCount must be a whole number from 1 to 10'],
    [{}, 'gameCount must be a whole number from 1 to 10'],
    [{ gameCount: 1, amount: '20' }, 'amount must be a number'],
    [{ gameCount: 1, gameCode: 'nope!' }, 'Invalid room code. Please try again.'],
  ])('rejects a bad request %# with 400 and records nothing', async (payload, message) => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const res = await t.request({
      method: 'POST',
      url: '/api/payment/initiate',
      token: host.accessToken,
      payload: { gameCode: game.gameCode, ...payload },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message });
    const rows = await t.ctx.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', host.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('accepts 1 to 10 games', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    for (const count of [1, 10]) {
      const session = await initiatePayment(t, host.accessToken, game.gameCode, count);
      const status = await t.request({
        method: 'GET',
        url: `/api/payment/status/${session.id}`,
        token: host.accessToken,
      });
      expect(status.json()).toMatchObject({ amount: 2000 * count, gameCount: count });
    }
  });

  it('needs a signed-in host, and only for their own game', async () => {
    const owner = await registerHost(t);
    const other = await registerHost(t);
    const game = await createGame(t, owner.accessToken);
    const payload = { amount: 20, gameCount: 1, gameCode: game.gameCode };
    const anonymous = await t.request({ method: 'POST', url: '/api/payment/initiate', payload });
    expect(anonymous.statusCode).toBe(401);
    const intruder = await t.request({
      method: 'POST',
      url: '/api/payment/initiate',
      token: other.accessToken,
      payload,
    });
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json()).toEqual({ code: 'NOT_FOUND', message: 'Game not found' });
  });

  it('an incomplete game cannot be paid for: 409 naming what is missing', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken, { ...completeSetup, eventTitle: '', words: ['a'] });
    const res = await t.request({
      method: 'POST',
      url: '/api/payment/initiate',
      token: host.accessToken,
      payload: { gameCount: 1, gameCode: game.gameCode },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: ErrorCode.SETUP_INCOMPLETE,
      message:
        'Finish setting up the game first: Add an Event Title. Add 7 more board labels (a 3x3 card needs 8).',
    });
  });

  it('a paid game cannot be paid for again; a cancelled one cannot be paid for', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    await payLocally(t, host.accessToken, game.gameCode);
    const again = await t.request({
      method: 'POST',
      url: '/api/payment/initiate',
      token: host.accessToken,
      payload: { gameCount: 1, gameCode: game.gameCode },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: ErrorCode.ALREADY_PAID, message: 'This game is already paid for' });

    const cancelled = await createGame(t, host.accessToken);
    await t.request({
      method: 'POST',
      url: `/api/game/${cancelled.gameCode}/cancel`,
      token: host.accessToken,
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/payment/initiate',
      token: host.accessToken,
      payload: { gameCount: 1, gameCode: cancelled.gameCode },
    });
    expect(res.statusCode).toBe(409);
  });

  it('status: only the caller’s own payments, by payment id or session id; others are 404 and unchanged', async () => {
    const owner = await registerHost(t);
    const other = await registerHost(t);
    const game = await createGame(t, owner.accessToken);
    const session = await initiatePayment(t, owner.accessToken, game.gameCode);
    for (const id of [session.id, session.paymentId]) {
      const mine = await t.request({
        method: 'GET',
        url: `/api/payment/status/${id}`,
        token: owner.accessToken,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().id).toBe(session.paymentId);
      const theirs = await t.request({
        method: 'GET',
        url: `/api/payment/status/${id}`,
        token: other.accessToken,
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ code: 'NOT_FOUND', message: 'Failed to get payment status' });
    }
    const anonymous = await t.request({ method: 'GET', url: `/api/payment/status/${session.id}` });
    expect(anonymous.statusCode).toBe(401);
    const row = await t.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', session.paymentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', user_id: owner.user.id });
  });

  it('visiting the success page’s status lookup with a made-up session id grants nothing', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    for (const id of ['cs_test_a1b2c3', 'cs_local_guess', 'x'.repeat(100)]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/payment/status/${id}`,
        token: host.accessToken,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 0, used: 0, left: 0 });
    expect(await getGame(t, host.accessToken, game.gameCode)).toMatchObject({
      paid: false,
      status: 'INACTIVE',
    });
  });

  it('game-count: by own id or "me"; anyone else’s is 404', async () => {
    const host = await registerHost(t);
    const other = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    await payLocally(t, host.accessToken, game.gameCode, 3);
    for (const id of ['me', host.user.id]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/payment/customer/${id}/game-count`,
        token: host.accessToken,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ bought: 3, used: 1, left: 2 });
    }
    const theirs = await t.request({
      method: 'GET',
      url: `/api/payment/customer/${host.user.id}/game-count`,
      token: other.accessToken,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: 'NOT_FOUND', message: 'Failed to get customer game count' });
    expect(await gameCount(t, other.accessToken)).toEqual({ bought: 0, used: 0, left: 0 });
  });

  it('the webhook endpoint does not exist for the local provider', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{"id":"evt_1"}',
    });
    expect(res.statusCode).toBe(404);
  });
});
