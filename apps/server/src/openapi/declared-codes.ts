import { ErrorCode } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { ANY_ROUTE_CODES, documentedRefusals } from './api-route';

/** An answer whose code its route does not declare (or declares with another status). */
export interface UndeclaredAnswer {
  route: string;
  status: number;
  code: string;
}

/**
 * The test apps' check that every refusal a route answers is one its declaration documents: an answer with any
 * other code, or with a declared code at another status, is turned into a 500 naming it
 * (so the test that met it fails) and reported to `onUndeclared`. Routes without a declaration are not checked.
 */
export function checkDeclaredCodes(app: FastifyInstance, onUndeclared: (answer: UndeclaredAnswer) => void) {
  app.addHook('onSend', async (request, reply, payload) => {
    const declaration = request.routeOptions.config.declaration;
    if (!declaration || reply.statusCode < 400 || typeof payload !== 'string') return payload;
    let code: unknown;
    try {
      code = (JSON.parse(payload) as { code?: unknown }).code;
    } catch {
      return payload;
    }
    if (typeof code !== 'string') return payload;
    const status = reply.statusCode;
    if (ANY_ROUTE_CODES.includes(code as never)) return payload;
    if (documentedRefusals(declaration).some((r) => r.code === code && r.status === status)) return payload;
    const answer = {
      route: `${declaration.method} ${declaration.path}`,
      status,
      code,
    };
    onUndeclared(answer);
    void reply.status(500);
    return JSON.stringify({
      message: `${answer.route} answered ${code} (${answer.status}), which its declaration does not list at that status`,
      code: ErrorCode.INTERNAL,
    });
  });
}
