import type { FastifyServerOptions } from 'fastify';

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count trusts that many addresses from the socket inwards (the
 * socket's peer is hop 0): the client's address is the one the outermost trusted proxy saw, the entry it
 * appended to X-Forwarded-For. Fastify itself reads a bare number as "trust nothing", so the count goes in as a
 * function. The deployment vouches that the app's port is reachable only through those proxies.
 */
export function fastifyTrustProxy(setting: false | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
