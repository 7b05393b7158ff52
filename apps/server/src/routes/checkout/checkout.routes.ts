import type {
  FastifyInstance,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { PaymentRow } from '../../db/repositories/payments.repo';
import { closeCheckout } from '../../services/payments/close-checkout';
import { findLocalCheckout } from '../../services/payments/find-local-checkout';
import { payLocalCheckout } from '../../services/payments/pay-local-checkout';
import { renderCheckoutNotFoundPage, renderCheckoutPage, renderClosedCheckoutPage } from './checkout-page';

const FORM_BODY_LIMIT = 8 * 1024;

/** The card form, leniently: a missing or odd field is just "not a test card". */
const ZCardForm = z.object({
  cardNumber: z.string().max(64).catch(''),
  cardName: z.string().max(100).catch(''),
});

type Params = { Params: { sessionId: string } };

/**
 * The local provider's checkout pages: HTML forms outside the API (and its reference), each declared here once;
 * the security catalogue calls them from here.
 */
export const CHECKOUT_PAGES = {
  page: { method: 'GET', path: '/checkout/:sessionId' },
  pay: { method: 'POST', path: '/checkout/:sessionId/pay' },
  cancel: { method: 'POST', path: '/checkout/:sessionId/cancel' },
} as const;
type CheckoutPage = (typeof CHECKOUT_PAGES)[keyof typeof CHECKOUT_PAGES];

const successUrl = (sessionId: string) => `/payment-success?session_id=${encodeURIComponent(sessionId)}`;

/**
 * The local provider's hosted checkout, served by us (not the SPA): GET the page, POST pay or cancel. No bearer
 * token: like a real hosted checkout, the long random session id in the URL is the only key. Register in its own
 * plugin (it adds a form parser) and only when the local provider is active.
 */
export async function checkoutRoutes(app: FastifyInstance, ctx: AppContext) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return (
      reply
        .status(status)
        // The session id in the URL is a secret: keep it out of caches and Referer headers.
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  }

  const page = (
    endpoint: CheckoutPage,
    handler: RouteHandlerMethod<
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      Params
    >,
  ) => app.route<Params>({ method: endpoint.method, url: endpoint.path, handler });

  const notFoundPage = (reply: FastifyReply) => sendPage(reply, 404, renderCheckoutNotFoundPage());

  function closedPage(payment: PaymentRow, eventTitle: string, gameCode: string | null) {
    return renderClosedCheckoutPage({
      sessionId: payment.provider_session_id,
      status: payment.status === 'pending' ? 'canceled' : payment.status,
      amountCents: payment.amount,
      gameCount: payment.game_count,
      eventTitle,
      gameCode,
    });
  }

  page(CHECKOUT_PAGES.page, async (request, reply) => {
    const found = await findLocalCheckout(ctx, request.params.sessionId);
    if (!found) return notFoundPage(reply);
    const { payment, eventTitle, gameCode } = found;
    if (payment.status !== 'pending') return sendPage(reply, 200, closedPage(payment, eventTitle, gameCode));
    return sendPage(
      reply,
      200,
      renderCheckoutPage({
        sessionId: payment.provider_session_id,
        amountCents: payment.amount,
        gameCount: payment.game_count,
        eventTitle,
      }),
    );
  });

  page(CHECKOUT_PAGES.pay, async (request, reply) => {
    const found = await findLocalCheckout(ctx, request.params.sessionId);
    if (!found) return notFoundPage(reply);
    const { payment, eventTitle, gameCode } = found;
    const form = ZCardForm.parse(request.body ?? {});
    const result = await payLocalCheckout(ctx, payment, form.cardNumber);
    if (result === 'paid') return reply.redirect(successUrl(payment.provider_session_id), 303);
    if (result === 'closed') return sendPage(reply, 409, closedPage(payment, eventTitle, gameCode));
    const page = renderCheckoutPage({
      sessionId: payment.provider_session_id,
      amountCents: payment.amount,
      gameCount: payment.game_count,
      eventTitle,
      cardName: form.cardName,
      error: result === 'declined' ? 'Your card was declined.' : 'Use a test card: 4242 4242 4242 4242',
    });
    return sendPage(reply, result === 'declined' ? 402 : 400, page);
  });

  page(CHECKOUT_PAGES.cancel, async (request, reply) => {
    const found = await findLocalCheckout(ctx, request.params.sessionId);
    if (!found) return notFoundPage(reply);
    const { payment, gameCode } = found;
    if (payment.status === 'paid') return reply.redirect(successUrl(payment.provider_session_id), 303);
    await closeCheckout(ctx, { sessionId: payment.provider_session_id, status: 'canceled' });
    return reply.redirect(gameCode ? `/host/${encodeURIComponent(gameCode)}/pricing` : '/host', 303);
  });
}
