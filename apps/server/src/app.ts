import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import type { AppConfig } from './config';
import { createAppContext, type AppProviders } from './create-app-context';
import type { AppContext } from './context';
import { badRequest, handleClientError, handleError } from './errors';
import { codeMissLimit, tooManyAttempts } from './lib/address-rate-limit';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './lib/rate-limit-store';
import { registerAnswerCompression } from './lib/answer-compression';
import { checkDeclaredCodes, type UndeclaredAnswer } from './openapi/declared-codes';
import { registerSecurityHeaders } from './lib/security-headers';
import { accountRoutes } from './routes/account/account.routes';
import { authRoutes } from './routes/auth/auth.routes';
import { checkoutRoutes } from './routes/checkout/checkout.routes';
import { gameRoutes } from './routes/games/games.routes';
import { eventLookRoutes } from './routes/games/event-look.routes';
import { boardRoutes } from './routes/board/board.routes';
import { joinRoutes } from './routes/join/join.routes';
import { playersQueueRoutes } from './routes/players-queue/players-queue.routes';
import { teamsRoutes } from './routes/teams/teams.routes';
import { roomRoutes } from './routes/room/room.routes';
import { claimRoutes } from './routes/join/claims.routes';
import { rejoinRoutes } from './routes/join/rejoin.routes';
import { roomGuardRoutes } from './routes/players-queue/room-guard.routes';
import { paymentRoutes } from './routes/payments/payments.routes';
import { playerSessionRoutes } from './routes/players/player-sessions.routes';
import { webhookRoutes } from './routes/payments/webhook.routes';
import { systemRoutes } from './routes/system/system.routes';
import { metricsRoutes } from './routes/system/metrics.routes';
import { createMetrics, type Metrics } from './services/system/metrics';
import { mailRoutes } from './routes/mail/mail.routes';
import { openApiRoutes } from './routes/system/openapi.routes';
import { attachRealtime } from './realtime/socket-server';
import { mediaRoutes } from './routes/media/media.routes';
import { playRoutes } from './routes/play/play.routes';
import { staffRoutes } from './routes/staff/staff.routes';
import { reviewRoutes } from './routes/review/review.routes';
import { reportsRoutes } from './routes/reports/reports.routes';
import { heartsRoutes } from './routes/hearts/hearts.routes';
import { resultsRoutes } from './routes/results/results.routes';
import { labelPackRoutes } from './routes/label-packs/label-packs.routes';
import {
  BUILT_IN_LABEL_PACK_FILES,
  validateLabelPacks,
  type LabelPackFile,
} from '@picture-bingo/shared/label-packs';
import type { TLabelPack } from '@picture-bingo/shared/label-pack';
import { resultsPageRoutes } from './routes/results/results-page.routes';
import { resumeSafetyChecks } from './services/play/safety-check';
import { restoreGameTimers } from './services/game-lifecycle/moves/time-up';
import { startRetentionJob } from './services/retention/retention-job';
import { serveWebApp } from './static';
import { joinPageSummary } from './routes/join/join-page';

const JSON_BODY_LIMIT = 64 * 1024;

type CodeMisses = ReturnType<typeof codeMissLimit>;

export interface BuildAppOptions extends AppProviders {
  /** Replaces the built-in label packs (tests prove a bad pack stops the start). */
  labelPackFiles?: readonly LabelPackFile[];
  /** Tests: each answer whose code its route's declaration does not list (it is answered as a 500 instead). */
  onUndeclaredCode?: (answer: UndeclaredAnswer) => void;
}

function defaultWebDist() {
  // Bundled server lives in apps/server/dist; sources in apps/server/src. Both sit beside apps/web.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}

/**
 * The whole server, in this order: its context (providers, caches, timers), the HTTP server and its parsers,
 * security headers and compression, rate limits, error handling, metrics, the API routes, the pages outside /api,
 * realtime, then the background work and what stops it on close.
 */
export async function buildApp(
  options: BuildAppOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext; metrics: Metrics | null }> {
  // A bad built-in pack stops the start, naming the file and what is wrong.
  const labelPacks = validateLabelPacks(options.labelPackFiles ?? BUILT_IN_LABEL_PACK_FILES);
  const ctx = await createAppContext(options, () => app.log);
  const app = createHttpServer(ctx.config);
  registerSecurityHeaders(app, securityHeaders(ctx.config));
  registerAnswerCompression(app);
  const limits = await registerRateLimits(app, ctx.config);
  registerErrorHandling(app, options.onUndeclaredCode);
  const metrics = await registerMetrics(app, ctx);
  // One count of missed room codes per address, whichever route (or join link's page) looked the code up.
  const codeMisses = codeMissLimit(app, ctx.config.codeMissRateLimit);
  await app.register(
    async (api) => registerApiRoutes(api, ctx, { labelPacks, redisReady: limits.usingRedis, codeMisses }),
    { prefix: '/api' },
  );
  await registerPages(app, ctx, codeMisses);
  // Realtime on the same HTTP server (path /socket.io); services publish through ctx.io once it exists.
  ctx.io = await attachRealtime(app, ctx);
  await startBackgroundWork(app, ctx);
  return { app, ctx, metrics };
}

/** Fastify with the API's limits and parsers: JSON (and multipart for uploads) only. */
function createHttpServer(config: AppConfig): FastifyInstance {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The router's own refusals (an over-long path param, a malformed percent-encoding) answer like any error.
    frameworkErrors: handleError,
    clientErrorHandler: handleClientError,
  });

  // The API speaks JSON (and multipart for uploads) only.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (e.g. POST /auth/logout with no body) is "no body", not a parse error.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return defaultJson(request, body as string, done);
  });
  return app;
}

/** The headers of every answer: the content security policy (Google's origin only when its sign-in is on), HSTS on HTTPS. */
function securityHeaders(config: AppConfig): HelmetOptions {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const googleOrigin = 'https://accounts.google.com';
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets WebAssembly compile (not JavaScript eval): a phone converts an iPhone's HEIC
        // photo with libheif in WebAssembly, in a worker the page starts from a blob: URL.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...(config.google.clientId ? [googleOrigin] : [])],
        workerSrc: ["'self'", 'blob:'],
        // sonner injects its stylesheet at run time; no inline *script* is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(config.google.clientId ? [googleOrigin] : [])],
        frameSrc: config.google.clientId ? [googleOrigin] : ["'none'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/** Route rate limits, counted in Redis with REDIS_URL (one count behind the load balancer), else in memory. */
async function registerRateLimits(app: FastifyInstance, config: AppConfig) {
  const limits = config.redisUrl
    ? await createRedisRateLimitStore(config.redisUrl, config.rateLimitKeyPrefix, app.log)
    : createMemoryRateLimitStore();
  app.addHook('onClose', limits.close);
  app.decorate('rateLimitCounter', limits.counter);
  await app.register(rateLimit, {
    global: false,
    store: limits.Store,
    // A store that fails lets the request through rather than answering 500 (ours falls back to memory first).
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: tooManyAttempts(context.ttl),
    }),
  });
  return limits;
}

/** One error map for every answer, and a URL holding a NUL refused before any route reads it. */
function registerErrorHandling(app: FastifyInstance, onUndeclaredCode: BuildAppOptions['onUndeclaredCode']) {
  app.setErrorHandler(handleError);
  if (onUndeclaredCode) checkDeclaredCodes(app, onUndeclaredCode);
  // A NUL names nothing we store (PostgreSQL text cannot even hold one, and would fail the query with a 500).
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.url.includes('%00') ? badRequest('Request URL is not valid') : undefined);
  });
}

/** Prometheus metrics only when asked for (METRICS_PORT or METRICS_TOKEN): the hooks cost nothing otherwise. */
async function registerMetrics(app: FastifyInstance, ctx: AppContext): Promise<Metrics | null> {
  const { config } = ctx;
  const metrics: Metrics | null =
    config.metrics.port !== null || config.metrics.token !== null ? createMetrics(app, ctx) : null;
  if (metrics) app.addHook('onClose', async () => metrics.close());
  await metricsRoutes(app, metrics && config.metrics.token ? metrics.registry : null, config.metrics.token);
  return metrics;
}

/** Every route under /api, in the order they are registered. */
async function registerApiRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  {
    labelPacks,
    redisReady,
    codeMisses,
  }: { labelPacks: readonly TLabelPack[]; redisReady: () => boolean; codeMisses: CodeMisses },
) {
  await systemRoutes(api, ctx, { redisReady });
  await openApiRoutes(api);
  await authRoutes(api, ctx);
  await mailRoutes(api, ctx);
  await accountRoutes(api, ctx);
  await gameRoutes(api, ctx);
  await api.register(async (look) => eventLookRoutes(look, ctx));
  await joinRoutes(api, ctx, codeMisses.hooks);
  await rejoinRoutes(api, ctx, codeMisses.hooks);
  await claimRoutes(api, ctx, codeMisses.hooks);
  await playersQueueRoutes(api, ctx);
  await teamsRoutes(api, ctx);
  await roomGuardRoutes(api, ctx);
  await roomRoutes(api, ctx);
  await boardRoutes(api, ctx, codeMisses.hooks);
  await playerSessionRoutes(api, ctx);
  await paymentRoutes(api, ctx);
  await playRoutes(api, ctx);
  await staffRoutes(api, ctx);
  await reviewRoutes(api, ctx);
  await reportsRoutes(api, ctx);
  await heartsRoutes(api, ctx);
  await resultsRoutes(api, ctx);
  await labelPackRoutes(api, labelPacks);
  await resultsPageRoutes(api, ctx);
  // Own plugin: the webhook needs the raw body, so it swaps the JSON parser for this route only.
  await api.register(async (raw) => webhookRoutes(raw, ctx));
}

/** What is served outside /api: the local checkout page, the photos, and the web app with its join pages. */
async function registerPages(app: FastifyInstance, ctx: AppContext, codeMisses: CodeMisses) {
  // The local provider's hosted checkout page lives outside /api and the SPA (its own form parser, no bearer).
  if (ctx.payments.name === 'local') await app.register(async (page) => checkoutRoutes(page, ctx));

  await app.register(async (media) => mediaRoutes(media, ctx));

  await serveWebApp(app, ctx.config.webDistDir ?? defaultWebDist(), {
    joinSummary: joinPageSummary(app, ctx, codeMisses.page),
  });
}

/** The node's background work (timers, safety checks, retention, rejected photos), each stopped on close. */
async function startBackgroundWork(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onClose', async () => ctx.timers.clearAll());
  app.addHook('onClose', async () => ctx.safety.close());
  // Photos a stopped server left unchecked are checked now, in the background (they stay hidden meanwhile).
  app.addHook('onReady', async () => {
    resumeSafetyChecks(ctx).catch((error: unknown) =>
      ctx.safety.report('resuming safety checks failed', error),
    );
  });
  app.addHook('onClose', async () => ctx.mailer.close());
  await restoreGameTimers(ctx);
  // Photo retention and the deletion sweep: on every node, one run at a time across nodes (advisory lock).
  const retention = startRetentionJob(ctx, app.log);
  app.addHook('onClose', async () => retention.stop());
  // Rejected photos whose undo time ran out while no timer of this node was set (a restart) go now.
  ctx.rejections.wakeAt(new Date());
  app.addHook('onClose', async () => ctx.rejections.stop());
}
