import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../../context';
import { reconnectLocalSockets } from '../../realtime/reconnect';

/**
 * The first half of a polite stop (SIGTERM): the node answers "not ready" for DRAIN_SECONDS, so the load
 * balancer's checks take it out of rotation while it still serves what it has, then closes its sockets'
 * transports so every client reconnects, through the load balancer, to another node. Returns how many sockets
 * were told to go. The caller closes the app afterwards.
 */
export async function drainNode(ctx: AppContext): Promise<number> {
  ctx.lifecycle.draining = true;
  if (ctx.config.drainSeconds > 0) await sleep(ctx.config.drainSeconds * 1000);
  return ctx.io ? reconnectLocalSockets(ctx.io) : 0;
}
