import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Headers a proxy adds: a request that carries one may have come from anywhere, whatever its socket says. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/** Names a browser on this machine uses for it: anything else in Host may be a rebinding attacker's domain. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}

/** The Host header's name without its port (`[::1]:3000` → `[::1]`, `localhost:3000` → `localhost`). */
function hostName(host: string | undefined): string {
  if (!host) return '';
  const end = host.startsWith('[') ? host.indexOf(']') + 1 : host.lastIndexOf(':');
  return (end > 0 ? host.slice(0, end) : host).toLowerCase();
}

/**
 * Whether a request comes from a browser on the server's own machine: its socket is a loopback address, no proxy
 * stands between (TRUST_PROXY off, no forwarding header: a proxy on this machine would make every visitor look
 * local) and it names the machine as localhost (a DNS-rebound page names its own domain).
 */
export function isLocalRequest(request: FastifyRequest, trustProxy: false | number | string[]): boolean {
  if (trustProxy !== false) return false;
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  if (!LOOPBACK_NAMES.has(hostName(request.headers.host))) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}
