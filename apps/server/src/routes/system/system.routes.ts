import type { TClientConfig } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listeningPort, shareLinksFor } from '../../lib/network-addresses';
import { checkDatabase } from '../../services/system/check-database';
import { checkReadiness } from '../../services/system/check-readiness';
import { systemApi } from './system.api';
import { route } from '../register';

/** What readiness asks beyond the database: whether this node's Redis connection is up (with REDIS_URL). */
export interface ReadinessProbes {
  redisReady: () => boolean;
}

export async function systemRoutes(app: FastifyInstance, ctx: AppContext, probes: ReadinessProbes) {
  // Liveness: the process answers and its database does (a restart would not help a node that fails /ready).
  route(app, systemApi.health, async () => {
    await checkDatabase(ctx);
    return { status: 'ok', database: ctx.dbKind };
  });

  // Readiness: whether the load balancer should send this node new requests.
  route(app, systemApi.ready, async (request) => {
    await checkReadiness(ctx, probes.redisReady, request.log);
    return { status: 'ready' as const };
  });

  route(app, systemApi.config, async (request): Promise<TClientConfig> => ({
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
