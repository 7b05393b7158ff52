import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const postgresUrl = process.env.TEST_DATABASE_URL;

const redisUrl = process.env.TEST_REDIS_URL;
// Two server processes sharing PostgreSQL and Redis: only in the PostgreSQL project, only with Redis.
const multiProcess = 'src/realtime/multi-process.test.ts';
// Faults of PostgreSQL itself, and of Redis under two nodes sharing PostgreSQL (each starts its own private
// PostgreSQL or Redis): only in the PostgreSQL project.
const postgresOnly = ['test/faults/postgres-restart.test.ts', 'test/faults/redis-outage.test.ts'];

const serverProject = (name: string, env: Record<string, string>, exclude: string[]) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude,
    environment: 'node',
    env,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      serverProject('server-sqlite', { TEST_DB: 'sqlite' }, [multiProcess, ...postgresOnly]),
      ...(postgresUrl
        ? [serverProject('server-postgres', { TEST_DB: 'postgres' }, redisUrl ? [] : [multiProcess])]
        : []),
      // The repository's own tooling: lint boundaries, the test command's set-up.
      {
        test: {
          name: 'tooling',
          root: 'scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      // Each benchmark's --quick mode, so the scripts never rot (no timing is asserted).
      {
        test: {
          name: 'bench',
          root: 'bench',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
