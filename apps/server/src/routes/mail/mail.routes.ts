import type { TOutbox } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { optionalHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { isLocalRequest } from '../../lib/local-request';
import { listOutbox } from '../../services/mail/list-outbox';

export async function mailRoutes(app: FastifyInstance, ctx: AppContext) {
  // The laptop's outbox (mail to the log, no PUBLIC_URL): who sees what is decided in listOutbox.
  app.get('/mail/outbox', async (request, reply): Promise<TOutbox> => {
    const claims = await optionalHost(ctx, hostTokenOf(request));
    const local = isLocalRequest(request, ctx.config.trustProxy);
    // Links with live tokens: never kept by a cache.
    reply.header('cache-control', 'no-store');
    return listOutbox(ctx, { local, userId: claims?.userId ?? null });
  });
}
