import {
  GAME_COUNT_FAILED,
  type TInitiatePaymentRequest,
  type TCustomerGameCount,
  type TInitiatePaymentResponse,
  type TPayment,
  type TPaymentStatusResponse,
} from '@picture-bingo/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { publicBase } from '../../lib/public-base';
import { requireHostGame } from '../../policies/game';
import { presentPayment, presentPaymentStatus } from '../../presenters/payment';
import { getSignedInUser } from '../../services/auth/get-signed-in-user';
import { getPaymentStatus } from '../../services/payments/get-payment-status';
import { getGameCredits } from '../../services/payments/get-game-credits';
import { startCheckout } from '../../services/payments/start-checkout';
import { paymentsApi } from './payments.api';
import { route } from '../register';

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  /** Shared by initiate and process: the host's own game, a pending payment and a hosted checkout session. */
  async function openCheckout(request: FastifyRequest, body: () => TInitiatePaymentRequest) {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const input = body();
    const game = await requireHostGame(ctx.db, userId, input.gameCode);
    const user = await getSignedInUser(ctx, userId);
    const opened = await startCheckout(ctx, {
      userId,
      user,
      game,
      gameCount: input.gameCount,
      publicBase: publicBase(ctx, request),
    });
    return { ...opened, user };
  }

  route(app, paymentsApi.initiate, async (request, reply, declared): Promise<TInitiatePaymentResponse> => {
    const { payment, url } = await openCheckout(request, declared.body);
    reply.status(201);
    return { id: payment.provider_session_id, url, paymentId: payment.id };
  });

  route(app, paymentsApi.process, async (request, reply, declared): Promise<TPayment> => {
    const { payment, user } = await openCheckout(request, declared.body);
    reply.status(201);
    return presentPayment(payment, user);
  });

  route(app, paymentsApi.status, async (request): Promise<TPaymentStatusResponse> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const { payment, user, gameCode } = await getPaymentStatus(ctx, userId, request.params.id);
    return presentPaymentStatus(payment, user, gameCode);
  });

  route(app, paymentsApi.gameCount, async (request): Promise<TCustomerGameCount> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const { id } = request.params;
    if (id !== 'me' && id !== userId) throw notFound(GAME_COUNT_FAILED);
    return getGameCredits(ctx.db, userId);
  });
}
