import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../../openapi/document';
import { systemApi } from './system.api';
import { route } from '../register';

/** GET /openapi.json: the API reference (OpenAPI 3.1), built once on first request; docs/openapi.json is a copy. */
export async function openApiRoutes(app: FastifyInstance) {
  let document: string | null = null;
  route(app, systemApi.openApi, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    void reply.type('application/json; charset=utf-8');
    return document;
  });
}
