import {
  ZCustomerGameCount,
  ZInitiatePaymentRequest,
  ZInitiatePaymentResponse,
  ZPayment,
  ZPaymentStatusResponse,
  ErrorCode,
} from '@picture-bingo/shared';
import { z } from 'zod';
import { defineRoute } from '../../openapi/api-route';
import { AWAITING_PAYMENT_REFUSALS } from '../../services/game-lifecycle/moves/activate';

const CHECKOUT =
  'A payment buys `gameCount` games at $20 each; the server sets the price (`amount` is ignored). The game it is ' +
  'for goes live (`paid`, `ACTIVE`, lobby open) once the payment is confirmed, never by the success page: by the ' +
  "signed Stripe webhook, or the local provider's confirm. Other games bought stay on the account for " +
  '`POST /api/game/{code}/activate`.';
const CHECKOUT_ERRORS = [
  ErrorCode.EMAIL_NOT_VERIFIED,
  ErrorCode.NOT_FOUND,
  ErrorCode.ROLE_NOT_ALLOWED,
  ErrorCode.NOTHING_TO_PAY,
  ...AWAITING_PAYMENT_REFUSALS,
  ErrorCode.PAYMENT_PROVIDER,
];

export const paymentsApi = {
  initiate: defineRoute({
    method: 'POST',
    path: '/api/payment/initiate',
    summary: 'Open a checkout session',
    description: `${CHECKOUT} Send the browser to \`url\`.`,
    auth: 'host',
    body: ZInitiatePaymentRequest,
    ok: { status: 201, schema: ZInitiatePaymentResponse },
    errors: CHECKOUT_ERRORS,
  }),
  process: defineRoute({
    method: 'POST',
    path: '/api/payment/process',
    summary: 'Open a checkout session (answers the pending payment)',
    description: CHECKOUT,
    auth: 'host',
    body: ZInitiatePaymentRequest,
    ok: { status: 201, description: 'The new pending payment', schema: ZPayment },
    errors: CHECKOUT_ERRORS,
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/payment/status/:id',
    summary: 'A payment, by payment id or checkout session id',
    auth: 'host',
    ok: { status: 200, schema: ZPaymentStatusResponse },
    errors: [ErrorCode.NOT_FOUND],
  }),
  gameCount: defineRoute({
    method: 'GET',
    path: '/api/payment/customer/:id/game-count',
    summary: 'Prepaid games: bought, used, left',
    description: '`id` is your user id or `me`.',
    auth: 'host',
    ok: { status: 200, schema: ZCustomerGameCount },
    errors: [ErrorCode.NOT_FOUND],
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/api/payment/webhook',
    summary: 'Stripe webhook',
    description:
      'A Stripe event (raw JSON) signed in `Stripe-Signature`; each event is handled once. ' +
      '`checkout.session.completed` with `payment_status` `paid` and `checkout.session.async_payment_succeeded` ' +
      'confirm a payment; `async_payment_failed` and `expired` close a pending one but never undo a paid one. ' +
      'Subscribe the endpoint to those four events.',
    auth: 'public',
    body: { contentType: 'application/json', description: 'The Stripe event, verified over its raw bytes' },
    ok: { status: 200, schema: z.object({ received: z.literal(true) }) },
    errors: [ErrorCode.INVALID_SIGNATURE, ErrorCode.NOT_FOUND],
  }),
};
