import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** The origin browsers reach us at: PUBLIC_URL when set, else the request's own (honours TRUST_PROXY). */
export function publicBase(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
