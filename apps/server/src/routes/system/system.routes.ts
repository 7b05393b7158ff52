import type { TClientConfig } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listeningPort, shareLinksFor } from '../../lib/network-addresses';
import { checkDatabase } from '../../services/system/check-database';

export async function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/health', async () => {
    await checkDatabase(ctx);
    return { status: 'ok', database: ctx.dbKind };
  });

  app.get('/config', async (request): Promise<TClientConfig> => ({
    googleClientId: ctx.config.google.clientId,
    paymentProvider: ctx.payments.name,
    photoRetentionDays: ctx.config.photoRetentionDays,
    links: shareLinksFor(
      ctx.config,
      listeningPort(app.server, ctx.config.port),
      request.socket.remoteAddress,
    ),
    mailDelivery: ctx.config.mail.delivery,
  }));
}
