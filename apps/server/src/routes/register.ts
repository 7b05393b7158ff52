import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import { parse } from '../lib/validate';
import type { ApiRoute } from '../openapi/api-route';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (routes/register.ts). */
    declaration?: ApiRoute;
  }
}

/** The params a Fastify path names (`/game/:code/cells/:idx` → `{ code: string; idx: string }`). */
export type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<string, never>;

type RouteTypes<Path extends string> = RouteGenericInterface & {
  Params: ParamsOf<Path>;
  Querystring: Record<string, unknown>;
};
/**
 * What a handler reads through its declaration: for a route that declares a JSON body, `body()` is the request's
 * body as the declared schema reads it (a body it refuses is a 400 with the schema's code), parsed when called, so
 * the handler's own checks (who may call) come first. A route that declares none has no `body()`.
 */
export type Declared<Body> = Body extends $ZodType ? { body: () => output<Body> } : Record<never, never>;
type Handler<Path extends string, Body> = (
  this: FastifyInstance,
  request: FastifyRequest<RouteTypes<Path>>,
  reply: FastifyReply<RouteTypes<Path>>,
  declared: Declared<Body>,
) => unknown;

/** Fastify options a route adds to its declaration: a rate limit, a body limit, hooks. */
export type RouteOptions = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'onRequest' | 'preHandler'>;

/**
 * Registers a handler for a declared route: method and path come from the declaration (its path less the plugin's
 * prefix, which the declaration must start with), and the declaration rides on the route's config, where the
 * declared-codes check reads it.
 */
export function route<const Path extends string, Body>(
  app: FastifyInstance,
  declaration: ApiRoute & { path: Path; body?: Body },
  ...rest: [handler: Handler<Path, Body>] | [options: RouteOptions, handler: Handler<Path, Body>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const schema = declaration.body && '_zod' in declaration.body ? declaration.body : undefined;
  const declared = (request: FastifyRequest) =>
    (schema ? { body: () => parse(schema, request.body) } : {}) as Declared<Body>;
  if (!declaration.path.startsWith(app.prefix)) {
    throw new Error(`${declaration.path} is declared outside this plugin's prefix ${app.prefix}`);
  }
  app.route({
    ...options,
    method: declaration.method,
    url: declaration.path.slice(app.prefix.length),
    config: { ...options.config, declaration },
    handler: function (request, reply) {
      return handler.call(
        this,
        request as FastifyRequest<RouteTypes<Path>>,
        reply as FastifyReply<RouteTypes<Path>>,
        declared(request),
      );
    } as RouteHandlerMethod,
  });
}
