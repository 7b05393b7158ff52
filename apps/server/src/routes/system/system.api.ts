import { ZClientConfig } from '@picture-bingo/shared';
import { z } from 'zod';
import type { ApiRoute } from '../../openapi/api-route';

export const systemApi: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    summary: 'Health check',
    description: 'Answers once the database answers a query: use it for load-balancer health checks.',
    auth: 'public',
    ok: {
      status: 200,
      schema: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
    },
    errors: { 503: 'The database does not answer' },
  },
  {
    method: 'GET',
    path: '/api/config',
    summary: 'Public configuration for the web app',
    description:
      "`links.networkAddresses` (this machine's local-network addresses) only go to a browser on the server's own " +
      'computer (decided by the TCP peer, never a header); every other client gets an empty list.',
    auth: 'public',
    ok: { status: 200, schema: ZClientConfig },
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API reference (OpenAPI 3.1)',
    description: 'The same document as docs/openapi.json in the repository.',
    auth: 'public',
    ok: { status: 200, description: 'The OpenAPI document', contentType: 'application/json' },
  },
];
