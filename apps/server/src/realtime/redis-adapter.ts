import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { hearPhoneCounts } from './frames';
import { reconnectLocalSockets } from './reconnect';
import type { RealtimeServer } from './types';

/**
 * Connects the Socket.IO Redis adapter, so several server processes share game rooms, and rides out a Redis
 * outage. While Redis is away each node keeps serving its own sockets (a broadcast still reaches this node's
 * rooms; other nodes miss it, and nothing is queued to be replayed out of order later). Once this node's
 * publisher and subscriber are both back, it resyncs: it closes its sockets' transports, so every client
 * reconnects by itself and gets a fresh snapshot (the web app also refetches its board, progress and gallery),
 * and it asks the other nodes to do the same, since they missed what this node published meanwhile.
 * Returns what to call on shutdown.
 */
export async function attachRedisAdapter(
  io: RealtimeServer,
  url: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  // Without an offline queue a broadcast made during the outage fails at once instead of being sent late.
  const pub = createClient({ url, disableOfflineQueue: true });
  const sub = pub.duplicate();
  let down = false;

  // A dropped connection reconnects by itself; an unhandled 'error' event would crash the process. Every retry
  // reports an error too: the first one of an outage is logged, the rest are noise.
  const onError = (client: string) => (error: unknown) => {
    if (down) return log.debug({ err: error }, `redis (${client}) still unavailable`);
    down = true;
    log.error(
      { err: error },
      `redis (${client}) connection lost: live events stay on this node until it returns`,
    );
  };
  const onReady = () => {
    if (!down || !pub.isReady || !sub.isReady) return;
    down = false;
    log.warn('redis is back: every socket reconnects for a fresh snapshot');
    reconnectLocalSockets(io);
    io.serverSideEmit('resync');
  };
  for (const [name, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    client.on('error', onError(name));
    // 'ready' follows the resubscription, so events published from now on do arrive.
    client.on('ready', onReady);
  }
  await Promise.all([pub.connect(), sub.connect()]);
  io.on('resync', () => {
    log.warn('another node reconnected to redis: every socket reconnects for a fresh snapshot');
    reconnectLocalSockets(io);
  });
  io.adapter(createAdapter(publishingSafely(pub, log), sub));
  hearPhoneCounts(io);

  return async () => {
    await io.of('/').adapter.close();
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}

/**
 * The adapter publishes without awaiting, so a publish refused while Redis is away (or cut off when it drops)
 * would be an unhandled rejection, which ends the process. This view of the client catches those.
 */
function publishingSafely<C extends object>(client: C, log: FastifyBaseLogger): C {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'publish') {
        const publish = Reflect.get(target, property, target) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) =>
          publish.apply(target, args).catch((error: unknown) => {
            log.debug({ err: error }, 'redis publish failed: this broadcast stays on this node');
            return 0;
          });
      }
      const value: unknown = Reflect.get(target, property, target);
      // The client keeps its state in private fields: its methods must run on the client itself.
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
