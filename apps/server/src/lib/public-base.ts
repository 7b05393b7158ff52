import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/**
 * The origin a checkout sends its own payer back to: PUBLIC_URL when set, else the request's own (honours
 * TRUST_PROXY). Only for links answered to the one who asked; mailed links use `config.mail.linkBase`, never this.
 */
export function publicBase(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
