import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { AppContext } from '../../context';
import { poolStatsOf } from '../../db/kysely';
import { photoReviewQueue } from '../../db/repositories/metrics.repo';
import { imagePipeline } from '../../images/process-image';

/** Every metric this node exports, by name (DEPLOY.md lists each with the alert worth setting). */
export const METRIC_NAMES = [
  'http_request_duration_seconds',
  'picture_bingo_sockets',
  'picture_bingo_games',
  'picture_bingo_image_pipeline_depth',
  'picture_bingo_image_pipeline_seconds',
  'picture_bingo_photo_review_pending',
  'picture_bingo_photo_review_oldest_seconds',
  'picture_bingo_rate_limited_total',
  'picture_bingo_db_pool_connections',
  'picture_bingo_db_pool_waiting',
  'nodejs_eventloop_lag_p99_seconds',
] as const;

/** What a route is called in the metrics: Fastify's pattern, never the raw URL (one series per route). */
const routeOf = (pattern: string | undefined) => pattern ?? 'unmatched';

/**
 * This node's Prometheus registry: HTTP latency by route, sockets and games on this node, the image pipeline and
 * the photo review queue, requests refused by a rate limit, the database pool and the event loop. Each app has a
 * registry of its own (several apps share one process in tests). Returns the registry and what to call on close.
 */
export function createMetrics(app: FastifyInstance, ctx: AppContext) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const latency = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP answers by method, route pattern and status, from request to reply',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rateLimited = new client.Counter({
    name: 'picture_bingo_rate_limited_total',
    help: 'Requests refused by a rate limit (429), by route pattern; the photo upload route is PUT /api/game/:code/board/cells/:idx/image',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request.routeOptions.url);
    latency.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) rateLimited.inc({ method: request.method, route });
  });

  const localSockets = () => ctx.io?.of('/').sockets.size ?? 0;
  new client.Gauge({
    name: 'picture_bingo_sockets',
    help: 'Live-event sockets connected to this node',
    registers: [registry],
    collect() {
      this.set(localSockets());
    },
  });
  new client.Gauge({
    name: 'picture_bingo_games',
    help: 'Games with at least one socket on this node',
    registers: [registry],
    collect() {
      let games = 0;
      for (const room of ctx.io?.of('/').adapter.rooms.keys() ?? []) if (room.startsWith('game:')) games++;
      this.set(games);
    },
  });

  new client.Gauge({
    name: 'picture_bingo_image_pipeline_depth',
    help: 'Photos in the image pipeline on this node: processing now, or waiting for their turn',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const depth = imagePipeline.depth();
      this.set({ state: 'processing' }, depth.processing);
      this.set({ state: 'waiting' }, depth.waiting);
    },
  });
  const pipelineSeconds = new client.Histogram({
    name: 'picture_bingo_image_pipeline_seconds',
    help: 'Time a photo spent in the image pipeline (waiting for its turn included)',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16],
    registers: [registry],
  });
  const stopObserving = imagePipeline.onFinished((seconds) => pipelineSeconds.observe(seconds));

  // The review queue is the whole database's: every node reports the same figure (alert on max, not sum).
  let reviewRead: Promise<{ pending: number; oldestAt: string | null }> | null = null;
  const reviewQueue = () => {
    reviewRead ??= photoReviewQueue(ctx.db).finally(() => {
      reviewRead = null;
    });
    return reviewRead;
  };
  new client.Gauge({
    name: 'picture_bingo_photo_review_pending',
    help: "Photos waiting for a host's review (games that review photos), across the whole database",
    registers: [registry],
    async collect() {
      this.set((await reviewQueue()).pending);
    },
  });
  new client.Gauge({
    name: 'picture_bingo_photo_review_oldest_seconds',
    help: "How long the oldest photo waiting for a host's review has waited (0 when none waits)",
    registers: [registry],
    async collect() {
      const { oldestAt } = await reviewQueue();
      this.set(oldestAt ? Math.max(0, (Date.now() - Date.parse(oldestAt)) / 1000) : 0);
    },
  });

  new client.Gauge({
    name: 'picture_bingo_db_pool_connections',
    help: 'Database connections of this node by state (SQLite: one, always in use)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = poolStatsOf(ctx.db);
      this.set({ state: 'total' }, pool ? pool.total : 1);
      this.set({ state: 'idle' }, pool ? pool.idle : 0);
    },
  });
  new client.Gauge({
    name: 'picture_bingo_db_pool_waiting',
    help: 'Queries of this node waiting for a free database connection',
    registers: [registry],
    collect() {
      this.set(poolStatsOf(ctx.db)?.waiting ?? 0);
    },
  });

  return { registry, close: stopObserving };
}

export type Metrics = ReturnType<typeof createMetrics>;
