import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { bearerToken } from '../../auth/request-credentials';
import { notFound } from '../../errors';
import { systemApi } from './system.api';
import { route } from '../register';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared in constant time (both sides hashed to the same length first). */
function sameToken(given: string | null, expected: string) {
  return given !== null && timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics on the main port: the registry's text for a request bearing METRICS_TOKEN; 404 for every other
 * request, and for every request when metrics are off or served on METRICS_PORT (nobody learns they exist).
 */
export async function metricsRoutes(app: FastifyInstance, registry: Registry | null, token: string | null) {
  route(app, systemApi.metrics, async (request, reply) => {
    if (!registry || !token || !sameToken(bearerToken(request.headers.authorization), token))
      throw notFound();
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

/**
 * METRICS_PORT: /metrics alone on a port of its own (the proxy in front forwards only the main port), on
 * METRICS_HOST (this computer unless the operator names another interface), never simply on the app's HOST.
 */
export async function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
          .end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
