import {
  ZInitiatePaymentRequest,
  type TCustomerGameCount,
  type TInitiatePaymentResponse,
  type TPayment,
  type TPaymentStatusResponse,
} from '@picture-bingo/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { findGameById } from '../../db/repositories/games.repo';
import { findUserPayment } from '../../db/repositories/payments.repo';
import { findUserById } from '../../db/repositories/users.repo';
import { notFound, unauthorized } from '../../errors';
import { parse } from '../../lib/validate';
import { publicBase } from '../../lib/public-base';
import { requireHostGame } from '../../policies/game';
import { presentPayment, presentPaymentStatus } from '../../presenters/payment';
import { getGameCredits } from '../../services/payments/get-game-credits';
import { startCheckout } from '../../services/payments/start-checkout';

/** Longest id we look up (ours are UUIDs, Stripe's session ids ~70 characters, local ones ~55). */
const MAX_ID_LENGTH = 255;

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  /** Shared by initiate and process: the host's own game, a pending payment and a hosted checkout session. */
  async function openCheckout(request: FastifyRequest) {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const input = parse(ZInitiatePaymentRequest, request.body);
    const game = await requireHostGame(ctx.db, userId, input.gameCode);
    const user = await findUserById(ctx.db, userId);
    if (!user) throw unauthorized();
    const opened = await startCheckout(ctx, {
      userId,
      game,
      gameCount: input.gameCount,
      publicBase: publicBase(ctx, request),
    });
    return { ...opened, user };
  }

  app.post('/payment/initiate', async (request, reply): Promise<TInitiatePaymentResponse> => {
    const { payment, url } = await openCheckout(request);
    reply.status(201);
    return { id: payment.provider_session_id, url, paymentId: payment.id };
  });

  app.post('/payment/process', async (request, reply): Promise<TPayment> => {
    const { payment, user } = await openCheckout(request);
    reply.status(201);
    return presentPayment(payment, user);
  });

  app.get<{ Params: { id: string } }>(
    '/payment/status/:id',
    async (request): Promise<TPaymentStatusResponse> => {
      const { userId } = await requireHost(ctx, hostTokenOf(request));
      const { id } = request.params;
      // Someone else's payment answers exactly like a missing one.
      const payment = id.length <= MAX_ID_LENGTH ? await findUserPayment(ctx.db, userId, id) : undefined;
      if (!payment) throw notFound('Failed to get payment status');
      const user = await findUserById(ctx.db, userId);
      if (!user) throw unauthorized();
      const game = payment.game_id ? await findGameById(ctx.db, payment.game_id) : undefined;
      return presentPaymentStatus(payment, user, game?.code ?? null);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/payment/customer/:id/game-count',
    async (request): Promise<TCustomerGameCount> => {
      const { userId } = await requireHost(ctx, hostTokenOf(request));
      const { id } = request.params;
      if (id !== 'me' && id !== userId) throw notFound('Failed to get customer game count');
      return getGameCredits(ctx.db, userId);
    },
  );
}
