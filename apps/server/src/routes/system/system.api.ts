import { ZClientConfig, ErrorCode } from '@picture-bingo/shared';
import { z } from 'zod';
import { defineRoute } from '../../openapi/api-route';

export const systemApi = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Health check',
    description: 'Answers once the database answers a query: use it for load-balancer health checks.',
    auth: 'public',
    ok: {
      status: 200,
      schema: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
    },
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    summary: 'Readiness check',
    description:
      'Whether the load balancer should send this node new requests: 503 while the node drains after SIGTERM ' +
      '(DRAIN_SECONDS), or cannot reach its database or (with REDIS_URL) Redis. The refusal is always the same ' +
      '`{ message: "Not ready", code }`; why is in the log. Liveness stays `/api/health`.',
    auth: 'public',
    ok: { status: 200, schema: z.object({ status: z.literal('ready') }) },
  }),
  metrics: defineRoute({
    method: 'GET',
    path: '/metrics',
    summary: 'Prometheus metrics',
    description:
      'Off by default: 404 to everyone. With METRICS_TOKEN set, answers a request bearing ' +
      '`Authorization: Bearer <METRICS_TOKEN>` (404 to any other); with METRICS_PORT set, the metrics are on that ' +
      'port instead and this route answers 404. DEPLOY.md lists each metric.',
    auth: 'public',
    ok: { status: 200, description: 'Metrics in the Prometheus text format', contentType: 'text/plain' },
    errors: [ErrorCode.NOT_FOUND],
  }),
  config: defineRoute({
    method: 'GET',
    path: '/api/config',
    summary: 'Public configuration for the web app',
    description:
      "`links.networkAddresses` (this machine's local-network addresses) only go to a browser on the server's own " +
      'computer (decided by the TCP peer, never a header); every other client gets an empty list.',
    auth: 'public',
    ok: { status: 200, schema: ZClientConfig },
  }),
  openApi: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API reference (OpenAPI 3.1)',
    description: 'The same document as docs/openapi.json in the repository.',
    auth: 'public',
    ok: { status: 200, description: 'The OpenAPI document', contentType: 'application/json' },
  }),
};
