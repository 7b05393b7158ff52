import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createGame, gameCount, getGame, initiatePayment } from '../../../test/factories';
import { startStripeDouble } from '../../../test/stripe-double';
import { createTestApp, registerHost } from '../../../test/test-app';

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const PUBLIC_URL = 'https://bingo.example.com';

type SessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

describe('payments with Stripe (real SDK against a local double of the API)', async () => {
  const stripeApi = await startStripeDouble();
  const t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_double',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: stripeApi.url,
    PUBLIC_URL,
    MAIL_TRANSPORT: 'log',
  });

  function sessionEvent(
    type: SessionEventType,
    sessionId: string,
    paymentStatus: 'paid' | 'unpaid' = 'paid',
    eventId = `evt_${randomBytes(12).toString('hex')}`,
  ) {
    return {
      id: eventId,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          mode: 'payment',
          status: type === 'checkout.session.expired' ? 'expired' : 'complete',
          payment_status: paymentStatus,
          payment_intent: 'pi_test_123',
          amount_total: 2000,
          currency: 'usd',
        },
      },
    };
  }

  /** Delivers a webhook like Stripe does: raw JSON body signed with the endpoint secret. */
  function deliver(
    event: object | string,
    options: { secret?: string; timestamp?: number; signature?: string | null } = {},
  ) {
    const payload = typeof event === 'string' ? event : JSON.stringify(event);
    const signature =
      options.signature !== undefined
        ? options.signature
        : Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: options.secret ?? WEBHOOK_SECRET,
            ...(options.timestamp ? { timestamp: options.timestamp } : {}),
          });
    return t.request({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature !== null ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });
  }

  async function paymentRow(sessionId: string) {
    return t.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
  }

  async function countRows() {
    const events = await t.ctx.db.selectFrom('processed_events').select('id').execute();
    const paid = await t.ctx.db
      .selectFrom('payments')
      .select('id')
      .where('status', '!=', 'pending')
      .execute();
    return { events: events.length, closedOrPaid: paid.length };
  }

  /** A host with a complete draft and an open Stripe checkout for it. */
  async function openCheckout(count = 1) {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const session = await initiatePayment(t, host.accessToken, game.gameCode, count);
    return { host, game, session };
  }

  it('GET /api/config names Stripe; the local checkout page is not served', async () => {
    expect((await t.request({ method: 'GET', url: '/api/config' })).json().paymentProvider).toBe('stripe');
    const page = await t.request({ method: 'GET', url: '/checkout/cs_local_x' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Test mode');
    const pay = await t.request({ method: 'POST', url: '/checkout/cs_local_x/pay' });
    expect(pay.statusCode).toBe(404);
  });

  it('initiate creates a Checkout Session through the SDK with the server’s price and the game in metadata', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const before = stripeApi.requests.length;
    const res = await t.request({
      method: 'POST',
      url: '/api/payment/initiate',
      token: host.accessToken,
      payload: { amount: 1, gameCount: 2, gameCode: game.gameCode },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(/^cs_test_[0-9a-f]{48}$/);
    expect(body.url).toBe(`https://checkout.stripe.test/c/pay/${body.id}`);

    expect(stripeApi.requests).toHaveLength(before + 1);
    const call = stripeApi.requests[before];
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.headers.authorization).toBe('Bearer sk_test_double');
    expect(call.headers['idempotency-key']).toBe(`checkout-${body.paymentId}`);
    expect(Object.fromEntries(call.params)).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[0][price_data][product_data][name]': 'Picture Bingo game',
      'line_items[0][quantity]': '2',
      success_url: `${PUBLIC_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/host/${game.gameCode}/pricing`,
      client_reference_id: host.user.id,
      'metadata[paymentId]': body.paymentId,
      'metadata[gameId]': game.uid,
      'metadata[userId]': host.user.id,
      'metadata[gameCount]': '2',
    });
    expect(await paymentRow(body.id)).toMatchObject({
      id: body.paymentId,
      provider: 'stripe',
      amount: 4000,
      game_count: 2,
      status: 'pending',
      game_id: game.uid,
    });
  });

  it('when Stripe refuses, initiate answers 502 "Failed to initiate payment" and records nothing', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    stripeApi.state.failNext = true;
    const res = await t.request({
      method: 'POST',
      url: '/api/payment/initiate',
      token: host.accessToken,
      payload: { gameCount: 1, gameCode: game.gameCode },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'PAYMENT_PROVIDER_ERROR', message: 'Failed to initiate payment' });
    const rows = await t.ctx.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', host.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a missing or bad signature, a tampered body or an old timestamp gets 400 and writes nothing', async () => {
    const { host, game, session } = await openCheckout();
    const event = sessionEvent('checkout.session.completed', session.id);
    const payload = JSON.stringify(event);
    const before = await countRows();
    const attempts = [
      await deliver(event, { signature: null }),
      await deliver(event, { signature: '' }),
      await deliver(event, { signature: 'garbage' }),
      await deliver(event, { secret: 'whsec_not_ours' }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      // Signed for one body, delivered with another.
      await deliver(payload.replace('"paid"', '"paid" '), {
        signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_SIGNATURE');
    }
    expect(attempts[0].json().message).toBe('Missing Stripe-Signature header');
    expect(attempts[2].json().message).toBe('Invalid webhook signature');
    expect(await countRows()).toEqual(before);
    expect((await paymentRow(session.id)).status).toBe('pending');
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(false);
  });

  it('checks the signature against the raw bytes (whitespace and unicode kept)', async () => {
    const { host, game, session } = await openCheckout();
    const pretty = JSON.stringify(
      { ...sessionEvent('checkout.session.completed', session.id), note: 'café ✓' },
      null,
      2,
    );
    const res = await deliver(pretty);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(true);
  });

  it('closing the tab (never visiting the success page) still leaves the game paid once the webhook arrives', async () => {
    const { host, game, session } = await openCheckout();
    expect((await deliver(sessionEvent('checkout.session.completed', session.id))).statusCode).toBe(200);
    expect(await getGame(t, host.accessToken, game.gameCode)).toMatchObject({
      paid: true,
      status: 'ACTIVE',
      phase: 'lobby',
    });
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 1, used: 1, left: 0 });
    const status = await t.request({
      method: 'GET',
      url: `/api/payment/status/${session.id}`,
      token: host.accessToken,
    });
    expect(status.json()).toMatchObject({
      status: 'paid',
      transactionId: 'pi_test_123',
      gameCode: game.gameCode,
    });
  });

  it('the same event delivered twice credits one payment', async () => {
    const { host, session } = await openCheckout(3);
    const event = sessionEvent('checkout.session.completed', session.id);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 3, used: 1, left: 2 });
  });

  it('the same event delivered ten times concurrently credits exactly one payment', async () => {
    const { host, game, session } = await openCheckout(2);
    const event = sessionEvent('checkout.session.completed', session.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 2, used: 1, left: 1 });
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(true);
    const events = await t.ctx.db
      .selectFrom('processed_events')
      .select('id')
      .where('id', '=', event.id)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('different events for one session (completed, then async succeeded) credit it once', async () => {
    const { host, session } = await openCheckout(2);
    await Promise.all([
      deliver(sessionEvent('checkout.session.completed', session.id)),
      deliver(sessionEvent('checkout.session.async_payment_succeeded', session.id)),
    ]);
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 2, used: 1, left: 1 });
  });

  it('a completed session whose payment_status is unpaid fulfils nothing until async_payment_succeeded', async () => {
    const { host, game, session } = await openCheckout();
    expect((await deliver(sessionEvent('checkout.session.completed', session.id, 'unpaid'))).statusCode).toBe(
      200,
    );
    expect((await paymentRow(session.id)).status).toBe('pending');
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(false);
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 0, used: 0, left: 0 });

    await deliver(sessionEvent('checkout.session.async_payment_succeeded', session.id));
    expect((await paymentRow(session.id)).status).toBe('paid');
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(true);
  });

  it('async_payment_failed marks a pending payment failed', async () => {
    const { host, game, session } = await openCheckout();
    await deliver(sessionEvent('checkout.session.completed', session.id, 'unpaid'));
    await deliver(sessionEvent('checkout.session.async_payment_failed', session.id, 'unpaid'));
    expect((await paymentRow(session.id)).status).toBe('failed');
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(false);
  });

  it('expired marks a pending payment expired', async () => {
    const { session } = await openCheckout();
    await deliver(sessionEvent('checkout.session.expired', session.id, 'unpaid'));
    expect((await paymentRow(session.id)).status).toBe('expired');
  });

  it('out-of-order events never undo a payment (expired or failed after paid)', async () => {
    const { host, game, session } = await openCheckout();
    await deliver(sessionEvent('checkout.session.completed', session.id));
    await deliver(sessionEvent('checkout.session.expired', session.id, 'unpaid'));
    await deliver(sessionEvent('checkout.session.async_payment_failed', session.id, 'unpaid'));
    expect((await paymentRow(session.id)).status).toBe('paid');
    expect(await getGame(t, host.accessToken, game.gameCode)).toMatchObject({ paid: true, status: 'ACTIVE' });
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 1, used: 1, left: 0 });
  });

  it('a late payment after the game went live another way keeps the bought game on the account', async () => {
    const { host, game, session } = await openCheckout();
    const second = await initiatePayment(t, host.accessToken, game.gameCode);
    await deliver(sessionEvent('checkout.session.completed', session.id));
    await deliver(sessionEvent('checkout.session.completed', second.id));
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 2, used: 1, left: 1 });
  });

  it('acknowledges events for unknown sessions and other event types without writing anything', async () => {
    const before = await countRows();
    const unknown = await deliver(sessionEvent('checkout.session.completed', 'cs_test_not_ours'));
    expect(unknown.statusCode).toBe(200);
    const other = await deliver({
      id: 'evt_other',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1', object: 'payment_intent' } },
    });
    expect(other.statusCode).toBe(200);
    expect(await countRows()).toEqual(before);
  });

  it('the rest of the API keeps its normal JSON parser', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Request body is not valid JSON' });
  });
});
