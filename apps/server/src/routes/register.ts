import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
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
type Handler<Path extends string> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteTypes<Path>
>;

/** Fastify options a route adds to its declaration: a rate limit, a body limit, hooks. */
export type RouteOptions = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'onRequest' | 'preHandler'>;

/**
 * Registers a handler for a declared route: method and path come from the declaration (its path less the plugin's
 * prefix, which the declaration must start with), and the declaration rides on the route's config, where the
 * declared-codes check reads it.
 */
export function route<const Path extends string>(
  app: FastifyInstance,
  declaration: ApiRoute & { path: Path },
  ...rest: [handler: Handler<Path>] | [options: RouteOptions, handler: Handler<Path>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  if (!declaration.path.startsWith(app.prefix)) {
    throw new Error(`${declaration.path} is declared outside this plugin's prefix ${app.prefix}`);
  }
  app.route({
    ...options,
    method: declaration.method,
    url: declaration.path.slice(app.prefix.length),
    config: { ...options.config, declaration },
    handler: handler as RouteHandlerMethod,
  });
}
