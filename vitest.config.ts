import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WEB_ISOLATED } from './apps/web/test-isolation.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

// Two server processes sharing PostgreSQL and Redis (TEST_REDIS_URL's, or a private redis-server it starts);
// faults of PostgreSQL itself, and of Redis under two nodes sharing PostgreSQL (each starts its own private
// PostgreSQL or Redis): only in the PostgreSQL project.
const postgresOnly = [
  'src/realtime/multi-process.test.ts',
  'src/realtime/presence-multi-node.test.ts',
  'src/realtime/join-frames-redis.test.ts',
  'src/realtime/revoke-multi-node.test.ts',
  'test/faults/postgres-restart.test.ts',
  'test/faults/redis-outage.test.ts',
  'test/faults/lost-connection.test.ts',
  'test/faults/join-flood-kill.test.ts',
  'src/services/join/join-lock.test.ts',
];

// A SQLite install's own backup command (PostgreSQL and S3 are backed up with their own tools: DEPLOY.md).
const sqliteOnly = ['test/operations/backup.test.ts'];

// Files whose behaviour cannot depend on the database, run on SQLite alone: configuration, headers, static files
// and prerendered pages, rate-limit and address arithmetic, the image pipeline and its uploads' transport, the
// safety classifier, the error table and API document, a SQLite file's own checkpointer, the media stores. What
// touches SQL, locks or transactions runs on both.
const databaseFree = [
  'src/config.test.ts',
  'src/lib/address-rate-limit.test.ts',
  'src/lib/answer-compression.test.ts',
  'src/lib/fair-limiter.test.ts',
  'src/lib/network-addresses.test.ts',
  'src/lib/rate-limit-store.test.ts',
  'src/lib/slow-lane.test.ts',
  'src/safety/safety-classifier.test.ts',
  'src/services/game-lifecycle/transitions.test.ts',
  'src/static.test.ts',
  'src/static-prerender.test.ts',
  'src/routes/error-table.test.ts',
  'src/routes/system/openapi.routes.test.ts',
  'src/routes/play/upload-image.test.ts',
  'src/routes/play/upload-stall.test.ts',
  'src/routes/play/upload-disk-full.test.ts',
  'src/storage/s3-store.test.ts',
  'src/db/sqlite-checkpointer.test.ts',
  'test/security/headers.test.ts',
  'test/security/rate-limits.test.ts',
  'test/security/trust-proxy.test.ts',
  'test/security/common-passwords.test.ts',
  'test/security/file-modes.test.ts',
  'test/security/error-logs.test.ts',
];

// Files that time a fault or a lease (spawned servers, restarts, review leases): one at a time, after the others
// (sequence.groupOrder 1), so no other server file shares the machine with them; they wait on processes and timers
// more than they compute (the test command runs them beside the browser suite).
const serial = [
  'test/faults/sigkill.test.ts',
  'test/faults/graceful-restart.test.ts',
  'test/faults/readiness.test.ts',
  'src/routes/review/review.routes.test.ts',
];

// The file that compares the time of one upload with another's during a burst of CPU work: alone, on a machine
// running nothing else (the test command runs it between the server's files and the browser suite). The image
// pipeline's turns cannot depend on the database: SQLite only.
const cpuBurst = ['src/routes/play/upload-fairness.test.ts'];

/**
 * The files that take longest (30 s to 2 min each, every endpoint or every limit in turn): they start first, so no
 * worker is left running one of them alone at the end while the other has finished. The rest keep vitest's order
 * (the last run's slowest first, else the largest file first).
 */
const LONGEST = [
  'test/security/authorization-matrix.test.ts',
  'test/security/rate-limits.test.ts',
  'test/security/fuzz.test.ts',
  'test/operations/backup.test.ts',
  'test/security/payment-provider.test.ts',
  'test/security/file-modes.test.ts',
  'src/routes/play/stages.routes.test.ts',
];

// A renamed or removed file would silently lose its place at the front.
const missing = LONGEST.filter((path) => !existsSync(new URL(`./apps/server/${path}`, import.meta.url)));
if (missing.length > 0)
  throw new Error(`vitest.config.ts LONGEST names files that do not exist: ${missing.join(', ')}`);

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return at === -1 ? LONGEST.length : at;
    };
    // Array.prototype.sort is stable: the rest keep the order vitest gave them.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const serverProject = (
  name: string,
  env: Record<string, string>,
  files: { include?: string[]; exclude?: string[]; alone?: boolean },
) => ({
  test: {
    name,
    root: 'apps/server',
    include: files.include ?? ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: files.exclude ?? [],
    // Two files at a time (each has its own database); the serial files alone, after them.
    maxWorkers: files.alone ? 1 : 2,
    // A worker runs its files in one module graph: the server's modules are imported once a worker, not once a
    // file (no server test mocks a module or changes the environment).
    isolate: false,
    sequence: { groupOrder: files.alone ? 1 : 0 },
    environment: 'node',
    env,
    // PostgreSQL test databases are copies of a migrated template a worker makes once (test/test-app.ts).
    ...(env.TEST_DB === 'postgres' ? { globalSetup: ['test/pg-templates.ts'] } : {}),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

const webProject = (name: string, files: { include?: string[]; exclude?: string[]; isolate: boolean }) => ({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    name,
    root: 'apps/web',
    include: files.include ?? ['src/**/*.test.{ts,tsx}'],
    exclude: files.exclude ?? [],
    isolate: files.isolate,
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // A test's timeout tells a hung test from a slow one: a screen test that takes 2 s alone took over 5 s (the
    // default) on a machine running the benches, the containers' build and another suite beside it.
    testTimeout: 15_000,
  },
});

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      serverProject(
        'server-sqlite',
        { TEST_DB: 'sqlite' },
        { exclude: [...postgresOnly, ...serial, ...cpuBurst] },
      ),
      serverProject('server-sqlite-serial', { TEST_DB: 'sqlite' }, { include: serial, alone: true }),
      serverProject('server-sqlite-burst', { TEST_DB: 'sqlite' }, { include: cpuBurst, alone: true }),
      ...(postgresUrl
        ? [
            serverProject(
              'server-postgres',
              { TEST_DB: 'postgres' },
              // TEST_PG_EVERY_FILE=1 runs the database-free files on PostgreSQL too: the coverage comparison in
              // docs/TESTING.md that shows leaving them out loses no line of the data layer or the services.
              {
                exclude: [
                  ...sqliteOnly,
                  ...(process.env.TEST_PG_EVERY_FILE === '1' ? [] : databaseFree),
                  ...postgresOnly,
                  ...serial,
                  ...cpuBurst,
                ],
              },
            ),
            // Several server processes sharing one Redis, and faults of PostgreSQL and Redis themselves, are
            // serial too: no two files' nodes meet on the shared Redis.
            serverProject(
              'server-postgres-serial',
              { TEST_DB: 'postgres' },
              { include: [...postgresOnly, ...serial], alone: true },
            ),
          ]
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
          // Run beside the unit tests and the containers test on 2 cores, a quick bench takes up to three times
          // its time alone (uploads: 71 s alone, over 180 s beside a first build of the container images).
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      webProject('web', { exclude: WEB_ISOLATED, isolate: false }),
      webProject('web-isolated', { include: WEB_ISOLATED, isolate: true }),
    ],
  },
});
