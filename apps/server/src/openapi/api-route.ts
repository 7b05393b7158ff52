import type { $ZodType } from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone (`public`); the signed-in host (`host`: `Authorization: Bearer <access token>`;
 * the game's own host where the path names a game); a player's device (`player`: `x-device-token`); the game's
 * host or one of its players (`viewer`); a device by its id (`device-id`: `x-device-id`, a UUID).
 */
export type ApiAuth = 'public' | 'host' | 'player' | 'viewer' | 'device-id';

/** One HTTP route of the API as the reference documents it: docs/openapi.json and docs/API.md come from these. */
export interface ApiRoute {
  method: HttpMethod;
  /** As registered with Fastify, prefix included (`/api/game/:code`). */
  path: string;
  summary: string;
  /** What else a caller needs to know: rules, side effects, live events. */
  description?: string;
  auth: ApiAuth | readonly ApiAuth[];
  /** The JSON body's schema (its input form), or a body that is not JSON. */
  body?: $ZodType | { contentType: string; description: string };
  /** The query string's schema (an object of optional strings). */
  query?: $ZodType;
  /** The success answer: a JSON schema, or another content type, or none (204). */
  ok: { status: number; description?: string; schema?: $ZodType; contentType?: string };
  /** Refusals by status, in words; every one answers `{ message, code }`. */
  errors?: Readonly<Record<number, string>>;
  /** Counted by a rate limit: 429 with `Retry-After` past it. */
  rateLimited?: string;
}
