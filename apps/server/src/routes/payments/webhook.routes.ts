import { ErrorCode } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../errors';
import { WebhookSignatureError, type WebhookOutcome } from '../../payments/provider';
import { handleWebhook } from '../../services/payments/handle-webhook';
import { paymentsApi } from './payments.api';
import { route } from '../register';

/** Stripe's events are a few KB; leave room without accepting anything huge. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /payment/webhook. Register in its own (encapsulated) plugin: it replaces the JSON parser with one that
 * keeps the raw bytes, because the signature is computed over them; the rest of the API keeps the normal parser.
 */
export async function webhookRoutes(app: FastifyInstance, ctx: AppContext) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  route(app, paymentsApi.webhook, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
    const parseWebhook = ctx.payments.parseWebhook;
    if (!parseWebhook) throw notFound(`The ${ctx.payments.name} payment provider has no webhook`);
    if (!Buffer.isBuffer(request.body)) throw badRequest('Webhook body is missing');
    const header = request.headers['stripe-signature'];
    let outcome: WebhookOutcome;
    try {
      outcome = parseWebhook(request.body, typeof header === 'string' ? header : undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw badRequest(error.message, ErrorCode.INVALID_SIGNATURE);
      }
      throw error;
    }
    await handleWebhook(ctx, outcome);
    return { received: true };
  });
}
