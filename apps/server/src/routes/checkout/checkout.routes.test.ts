import { describe, expect, it } from 'vitest';
import {
  completeSetup,
  createGame,
  gameCount,
  getGame,
  initiatePayment,
  submitCheckout,
} from '../../../test/factories';
import { createTestApp, registerHost } from '../../../test/test-app';

const PAYING_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardName: 'Ada' };

describe('local hosted checkout', async () => {
  const t = await createTestApp();

  async function paymentRow(paymentId: string) {
    return t.ctx.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  }

  it('end to end: initiate → checkout page → pay with 4242 → success → paid, game live, one game used', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken, {
      ...completeSetup,
      eventTitle: '<script>alert("x")</script> & Co',
    });
    const session = await initiatePayment(t, host.accessToken, game.gameCode);
    const path = new URL(session.url).pathname;
    expect(path).toBe(`/checkout/${session.id}`);

    const page = await t.request({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const html = page.body;
    expect(html).toContain('$20.00');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).not.toContain('<script');
    expect(html).toContain('Test mode');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain(`<form method="post" action="/checkout/${session.id}/pay"`);
    for (const [id, label] of [
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiry date'],
      ['cvc', 'CVC'],
      ['cardName', 'Name on card'],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="${id}">${label}`));
      expect(html).toContain(`id="${id}" name="${id}"`);
    }
    expect(html).toMatch(/<button type="submit" class="pay">Pay<\/button>/);
    expect(html).toContain(`formaction="/checkout/${session.id}/cancel">Cancel</button>`);
    // The app's CSP still applies: no inline script is possible on this page.
    expect(String(page.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);

    const pay = await submitCheckout(t, session.id, 'pay', PAYING_CARD);
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/payment-success?session_id=${session.id}`);

    const status = await t.request({
      method: 'GET',
      url: `/api/payment/status/${session.id}`,
      token: host.accessToken,
    });
    expect(status.json()).toEqual({
      id: session.paymentId,
      amount: 2000,
      gameCount: 1,
      status: 'paid',
      transactionId: expect.stringMatching(/^txn_local_[0-9a-f]{24}$/),
      customer: { id: host.user.id, email: host.user.email },
      gameCode: game.gameCode,
    });
    expect(await getGame(t, host.accessToken, game.gameCode)).toMatchObject({
      paid: true,
      status: 'ACTIVE',
      phase: 'lobby',
    });
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 1, used: 1, left: 0 });
    expect((await paymentRow(session.paymentId)).paid_at).not.toBeNull();

    // Paying again (double submit, back button) changes nothing and lands on success again.
    const again = await submitCheckout(t, session.id, 'pay', PAYING_CARD);
    expect(again.statusCode).toBe(303);
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 1, used: 1, left: 0 });
    const after = await t.request({ method: 'GET', url: path });
    expect(after.body).toContain('This payment is complete.');
    expect(after.body).not.toContain('<form');
  });

  it('a declined card re-renders the page with the message (402) and pays nothing', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const session = await initiatePayment(t, host.accessToken, game.gameCode);
    const res = await submitCheckout(t, session.id, 'pay', {
      ...PAYING_CARD,
      cardNumber: '4000 0000 0000 0002',
      cardName: '<b>Ada</b>',
    });
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain('role="alert">Your card was declined.</div>');
    expect(res.body).toContain('value="&lt;b&gt;Ada&lt;/b&gt;"');
    expect(res.body).not.toContain('4000 0000 0000 0002"');
    expect((await paymentRow(session.paymentId)).status).toBe('pending');
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 0, used: 0, left: 0 });
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(false);
    // The session stays open: the host can try the right card.
    const retry = await submitCheckout(t, session.id, 'pay', { cardNumber: '4242424242424242' });
    expect(retry.statusCode).toBe(303);
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(true);
  });

  it.each([['4111 1111 1111 1111'], [''], ['4242'], ['4242 4242 4242 4243']])(
    'any other number (%j) asks for a test card (400)',
    async (cardNumber) => {
      const host = await registerHost(t);
      const game = await createGame(t, host.accessToken);
      const session = await initiatePayment(t, host.accessToken, game.gameCode);
      const res = await submitCheckout(t, session.id, 'pay', { cardNumber });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Use a test card: 4242 4242 4242 4242');
      expect((await paymentRow(session.paymentId)).status).toBe('pending');
    },
  );

  it('a form post without a body is not a payment', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const session = await initiatePayment(t, host.accessToken, game.gameCode);
    const res = await t.request({ method: 'POST', url: `/checkout/${session.id}/pay` });
    expect(res.statusCode).toBe(400);
    expect((await paymentRow(session.paymentId)).status).toBe('pending');
  });

  it('Cancel marks the payment canceled and returns to the pricing page; it can no longer be paid', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const session = await initiatePayment(t, host.accessToken, game.gameCode);
    const res = await submitCheckout(t, session.id, 'cancel', { cardNumber: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/host/${game.gameCode}/pricing`);
    expect((await paymentRow(session.paymentId)).status).toBe('canceled');

    const pay = await submitCheckout(t, session.id, 'pay', PAYING_CARD);
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain('This checkout was canceled and can no longer be paid.');
    expect((await paymentRow(session.paymentId)).status).toBe('canceled');
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(false);
    // A new checkout works.
    const fresh = await initiatePayment(t, host.accessToken, game.gameCode);
    expect((await submitCheckout(t, fresh.id, 'pay', PAYING_CARD)).statusCode).toBe(303);
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(true);
  });

  it('Cancel after paying does not undo the payment', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const session = await initiatePayment(t, host.accessToken, game.gameCode);
    await submitCheckout(t, session.id, 'pay', PAYING_CARD);
    const cancel = await submitCheckout(t, session.id, 'cancel');
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`/payment-success?session_id=${session.id}`);
    expect((await paymentRow(session.paymentId)).status).toBe('paid');
  });

  it('an unknown session gets a 404 page, for GET and POST alike', async () => {
    for (const res of [
      await t.request({ method: 'GET', url: '/checkout/cs_local_nope' }),
      await submitCheckout(t, 'cs_local_nope', 'pay', PAYING_CARD),
      await submitCheckout(t, 'cs_local_nope', 'cancel'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Checkout not found');
    }
  });

  it('ten concurrent Pay submissions for one session pay it once', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const session = await initiatePayment(t, host.accessToken, game.gameCode, 2);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => submitCheckout(t, session.id, 'pay', PAYING_CARD)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(303));
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 2, used: 1, left: 1 });
    const events = await t.ctx.db
      .selectFrom('processed_events')
      .select('id')
      .where('id', '=', `local_${session.id}`)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('a game cancelled while its checkout was open keeps the bought game on the account', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const session = await initiatePayment(t, host.accessToken, game.gameCode);
    await t.request({ method: 'POST', url: `/api/game/${game.gameCode}/cancel`, token: host.accessToken });
    expect((await submitCheckout(t, session.id, 'pay', PAYING_CARD)).statusCode).toBe(303);
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 1, used: 0, left: 1 });
    expect(await getGame(t, host.accessToken, game.gameCode)).toMatchObject({
      paid: false,
      status: 'CANCELLED',
    });
  });
});
