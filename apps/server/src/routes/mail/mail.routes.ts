import type { TOutbox } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { optionalHost } from '../../auth/authenticate';
import { hostTokenOf, outboxKeyOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { listOutbox } from '../../services/mail/list-outbox';
import { mailApi } from './mail.api';
import { route } from '../register';

export async function mailRoutes(app: FastifyInstance, ctx: AppContext) {
  // The laptop's outbox (mail to the log, no PUBLIC_URL): who sees what is decided in listOutbox.
  route(app, mailApi.outbox, async (request, reply): Promise<TOutbox> => {
    const claims = await optionalHost(ctx, hostTokenOf(request));
    const keyed = ctx.outbox?.opens(outboxKeyOf(request)) ?? false;
    // Links with live tokens: never kept by a cache.
    reply.header('cache-control', 'no-store');
    return listOutbox(ctx, { keyed, userId: claims?.userId ?? null });
  });
}
