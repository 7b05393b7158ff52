import { ERRORS, ErrorCode, type TErrorCode, type TGameAbility } from '@picture-bingo/shared';
import type { $ZodType } from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone (`public`); the signed-in host (`host`: `Authorization: Bearer <access token>`;
 * the game's own host where the path names a game); a player's device (`player`: `x-device-token`); the game's
 * host or one of its players (`viewer`); a device by its id (`device-id`: `x-device-id`, a UUID).
 */
export type ApiAuth = 'public' | 'host' | 'player' | 'viewer' | 'device-id';

/**
 * One HTTP route, declared once: the handler registers from it (routes/register.ts), docs/openapi.json and
 * docs/API.md are generated from it, the security catalogue and the authorization matrix call it, and in tests
 * an answer with a code it does not declare fails (openapi/declared-codes.ts).
 */
export interface ApiRoute {
  method: HttpMethod;
  /** As registered with Fastify, prefix included (`/api/game/:code`). */
  path: string;
  summary: string;
  /** What else a caller needs to know: rules, side effects, live events. */
  description?: string;
  auth: ApiAuth | readonly ApiAuth[];
  /**
   * For a host route that names a game: the ability the caller's role needs (game/roles.ts ROLE_ABILITIES).
   * Another host's game answers 404 NOT_FOUND, a role without the ability 403 ROLE_NOT_ALLOWED.
   */
  ability?: TGameAbility;
  /** The JSON body's schema (its input form), or a body that is not JSON. */
  body?: $ZodType | { contentType: string; description: string };
  /** The query string's schema (an object of optional strings). */
  query?: $ZodType;
  /** The success answer: a JSON schema, or another content type, or none (204). */
  ok: { status: number; description?: string; schema?: $ZodType; contentType?: string };
  /**
   * The refusals this route answers besides those its other fields imply (impliedCodes) and those any route may
   * answer (ANY_ROUTE_CODES), each as `{ message, code }` with its status in the shared table (ERRORS), or with
   * the status named beside it (`[ErrorCode.INVALID_TOKEN, 400]`) where the route answers it with another.
   */
  errors?: readonly DeclaredError[];
  /** Counted by a rate limit: 429 with `Retry-After` past it. */
  rateLimited?: string;
}

/** A code a route may answer: with the shared table's status, or with the status named beside it. */
export type DeclaredError = TErrorCode | readonly [code: TErrorCode, status: number];

/** A code and the status a route answers it with. */
export interface Refusal {
  code: TErrorCode;
  status: number;
}

/**
 * A route's declaration, its path kept as a literal type (the handler's params are typed from it) and its body's
 * schema as its own type (the handler's `body()` is typed from it).
 */
export const defineRoute = <const Path extends string, const Body extends ApiRoute['body'] = undefined>(
  route: ApiRoute & { path: Path; body?: Body },
) => route as ApiRoute & { path: Path; body: Body };

/**
 * Codes any route may answer, documented once in the reference's introduction: a malformed URL or JSON body
 * (VALIDATION_ERROR), a body over the limit, a content type the route does not read, a database that does not
 * answer, and an unexpected failure.
 */
export const ANY_ROUTE_CODES: readonly TErrorCode[] = [
  ErrorCode.VALIDATION,
  ErrorCode.PAYLOAD_TOO_LARGE,
  ErrorCode.UNSUPPORTED_MEDIA,
  ErrorCode.SERVICE_UNAVAILABLE,
  ErrorCode.INTERNAL,
];

export const authOf = (route: ApiRoute): readonly ApiAuth[] =>
  typeof route.auth === 'string' ? [route.auth] : route.auth;

/** The codes a route's other fields imply: credentials it needs, the game role it checks, its rate limit. */
export function impliedCodes(route: ApiRoute): TErrorCode[] {
  const auth = authOf(route);
  const codes: TErrorCode[] = [];
  if ((route.body && '_zod' in route.body) || route.query) codes.push(ErrorCode.VALIDATION);
  const needsCredentials =
    (auth.includes('host') && !auth.includes('public')) || auth.includes('player') || auth.includes('viewer');
  if (needsCredentials) codes.push(ErrorCode.UNAUTHORIZED);
  if (route.ability) codes.push(ErrorCode.NOT_FOUND, ErrorCode.ROLE_NOT_ALLOWED);
  if (route.rateLimited) codes.push(ErrorCode.RATE_LIMITED);
  return codes;
}

/** Every refusal a route documents: the implied ones, then its own, each code once. */
export function documentedRefusals(route: ApiRoute): Refusal[] {
  const refusals = new Map<TErrorCode, number>();
  for (const code of impliedCodes(route)) refusals.set(code, ERRORS[code].status);
  for (const entry of route.errors ?? []) {
    const [code, status] = typeof entry === 'string' ? [entry, ERRORS[entry].status] : entry;
    refusals.set(code, status);
  }
  return [...refusals].map(([code, status]) => ({ code, status }));
}
