import type { TPaymentProviderName } from '@picture-bingo/shared';

/** What a checkout is for. The amount is derived from `gameCount` by the server, never taken from the client. */
export interface CheckoutRequest {
  paymentId: string;
  userId: string;
  gameId: string;
  gameCode: string;
  gameCount: number;
  /** Absolute origin the browser comes back to (PUBLIC_URL, else the request's own origin). */
  publicBase: string;
}

export interface CheckoutSession {
  /** The provider's session id; stored as payments.provider_session_id. */
  sessionId: string;
  /** The hosted checkout page to send the browser to. */
  url: string;
}

/**
 * A verified provider event, reduced to what fulfilment needs:
 * - `fulfil`: money has been taken for this session;
 * - `close`: the session ended without payment (a pending payment becomes failed/expired);
 * - `ignore`: nothing to do (another event type, or a completed session still waiting for its money).
 */
export type WebhookOutcome =
  | { action: 'fulfil'; eventId: string; sessionId: string; transactionId: string }
  | { action: 'close'; eventId: string; sessionId: string; status: 'failed' | 'expired' }
  | { action: 'ignore'; eventId: string; type: string };

/** A card payment provider with a hosted checkout. Chosen by environment (see createPaymentProvider). */
export interface PaymentProvider {
  readonly name: TPaymentProviderName;
  /** Opens a hosted checkout session; throws if the provider cannot. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies a webhook against its raw body and signature header and interprets it; throws
   * `WebhookSignatureError` when it is not authentic. Null for providers without webhooks.
   */
  readonly parseWebhook: ((rawBody: Buffer, signature: string | undefined) => WebhookOutcome) | null;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
