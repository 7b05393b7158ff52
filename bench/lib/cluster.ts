import { randomBytes } from 'node:crypto';
import { createDatabase, dropDatabase, startPrivateRedis } from '@picture-bingo/testkit/processes';
import { startAppServer, type AppServerOptions, type Running } from './processes';

/** Where bench databases are created (and dropped again): any PostgreSQL the bench may create databases on. */
export const adminDatabaseUrl = (): string =>
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export interface Cluster {
  nodes: (Running & { dataDir: string })[];
  /** What the nodes run on, for the report. */
  describe: string;
  stop: () => Promise<void>;
}

/**
 * `count` server processes as on N nodes behind a load balancer: one fresh PostgreSQL database, a private Redis
 * (its own redis-server on a free port, so no other test's Socket.IO channels see the bench's traffic) and no
 * JWT_SECRET (the nodes share the key through the database). With `count` 1 and `postgres` false this is the
 * embedded default: one process on SQLite. Started at once, as a rollout does (migrations take a lock).
 */
export async function startCluster(
  count: number,
  options: { postgres: boolean } & AppServerOptions,
): Promise<Cluster> {
  if (count === 1 && !options.postgres) {
    const node = await startAppServer(options);
    return { nodes: [node], describe: '1 node, SQLite', stop: () => node.stop() };
  }
  const admin = adminDatabaseUrl();
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = await createDatabase(admin, name);
  const redis = count > 1 ? await startPrivateRedis() : null;
  const env: Record<string, string> = {
    ...options.env,
    DATABASE_URL: databaseUrl,
    ...(redis ? { REDIS_URL: redis.url } : {}),
  };
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startAppServer({ ...options, env })),
  );
  const nodes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await redis?.destroy();
    await dropDatabase(admin, name);
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return {
    nodes,
    describe: `${count} node(s), PostgreSQL${redis ? ' + Redis adapter (private redis-server)' : ''}`,
    stop,
  };
}
