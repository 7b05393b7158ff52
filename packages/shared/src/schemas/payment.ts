import { z } from '../zod-config';
import { MAX_GAMES_PER_PAYMENT, PRICE_PER_GAME_CENTS } from '../constants';
import { ZRoomCode } from './game';

/** Where a payment is: `pending` until the provider confirms; `paid` is final. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** stripe: real payments; local: a test-mode checkout, no money moves; free: no charge on this server. */
export const PAYMENT_PROVIDERS = ['local', 'stripe', 'free'] as const;
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How many games one payment buys: a small positive whole number. */
export const ZGameCount = z
  .number({ error: `gameCount must be a whole number from 1 to ${MAX_GAMES_PER_PAYMENT}` })
  .check(
    z.int(`gameCount must be a whole number from 1 to ${MAX_GAMES_PER_PAYMENT}`),
    z.gte(1, `gameCount must be a whole number from 1 to ${MAX_GAMES_PER_PAYMENT}`),
    z.lte(MAX_GAMES_PER_PAYMENT, `gameCount must be a whole number from 1 to ${MAX_GAMES_PER_PAYMENT}`),
  );

/** The total in US cents for `gameCount` games. The server alone decides it. */
export const priceForGames = (gameCount: number) => PRICE_PER_GAME_CENTS * gameCount;

/** `2000` → `$20.00`. */
export const formatUsd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Body of POST /payment/initiate and POST /payment/process. */
export const ZInitiatePaymentRequest = z.object({
  /** Accepted because the spec's client sends it (20); never used: the price comes from the server. */
  amount: z.optional(z.number({ error: 'amount must be a number' })),
  gameCount: ZGameCount,
  /** The host's own game this payment is for; it goes live when the payment is confirmed. */
  gameCode: ZRoomCode,
});
export type TInitiatePaymentRequest = z.input<typeof ZInitiatePaymentRequest>;

/** Answer of POST /payment/initiate: send the browser to `url`. */
export const ZInitiatePaymentResponse = z.object({
  /** The provider's checkout session id (`cs_…`). */
  id: z.string(),
  /** The provider's hosted checkout page for this session. */
  url: z.string(),
  /** Our payment id (also accepted by GET /payment/status/:id). */
  paymentId: z.string(),
});
export type TInitiatePaymentResponse = z.infer<typeof ZInitiatePaymentResponse>;

/** Who paid: the signed-in host's account. */
export const ZPaymentCustomer = z.object({
  /** The user id (what GET /payment/customer/:id/game-count takes). */
  id: z.string(),
  email: z.string(),
});
export type TPaymentCustomer = z.infer<typeof ZPaymentCustomer>;

/** The spec's Payment (answer of POST /payment/process). */
export const ZPayment = z.object({
  /** Our payment id. */
  id: z.string(),
  /** Total in US cents (2000 = $20.00). */
  amount: z.number(),
  gameCount: z.number(),
  status: ZPaymentStatus,
  /** The provider's charge reference once paid (Stripe payment intent id), else null. */
  transactionId: z.nullable(z.string()),
  customer: ZPaymentCustomer,
});
export type TPayment = z.infer<typeof ZPayment>;

/** Answer of GET /payment/status/:id: the payment plus the game it was for. */
export const ZPaymentStatusResponse = z.extend(ZPayment, {
  /** Room code of the game the payment was for (null if that game no longer exists). */
  gameCode: z.nullable(z.string()),
});
export type TPaymentStatusResponse = z.infer<typeof ZPaymentStatusResponse>;

/** Answer of GET /payment/customer/:id/game-count: prepaid games. */
export const ZCustomerGameCount = z.object({
  /** Games bought by paid payments. */
  bought: z.number(),
  /** Games made live (each paid game spends one). */
  used: z.number(),
  /** bought − used: games that can still go live without paying (POST /game/:code/activate). */
  left: z.number(),
});
export type TCustomerGameCount = z.infer<typeof ZCustomerGameCount>;
