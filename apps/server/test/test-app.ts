import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ApiClient, type Transport } from '@picture-bingo/testkit';
import pg from 'pg';
import { afterAll, inject, onTestFinished } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { UndeclaredAnswer } from '../src/openapi/declared-codes';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import type { Metrics } from '../src/services/system/metrics';
import { createDb, migrateToLatest } from '../src/db/kysely';
import { markEmailVerified } from '../src/db/repositories/users.repo';

/** Which database this test run uses: the vitest project sets TEST_DB (sqlite or postgres). */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * This worker's migrated database, which each test database copies (`CREATE DATABASE … TEMPLATE`) instead of running
 * every migration anew (about 0.6 s a database). Named after the test run (test/pg-templates.ts drops the run's
 * templates when it ends); outside a run (a bench, a script) none is made.
 */
let template: Promise<string | null> | null = null;
function migratedTemplate(adminUrl: string): Promise<string | null> {
  template ??= (async () => {
    const run = inject('pgTemplateRun');
    if (!run) return null;
    const name = `${run}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const { db } = createDb({ databaseUrl: databaseUrl(adminUrl, name), sqlitePath: '' });
    try {
      await migrateToLatest(db);
    } finally {
      // A template has no connections while it is copied.
      await db.destroy();
    }
    return name;
  })();
  return template;
}

/** A new PostgreSQL database next to TEST_DATABASE_URL, migrated to the latest schema, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `pb_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const source = await migratedTemplate(adminUrl);
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${source ? ` TEMPLATE ${source}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The app's Prometheus metrics (METRICS_PORT or METRICS_TOKEN set), else null. */
  metrics?: Metrics | null;
  /** app.inject with a JSON body and optional bearer token. */
  request: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** `TestApp.request` for an app: app.inject, with the bearer token as the Authorization header. */
export function requestWith(app: FastifyInstance): TestApp['request'] {
  return ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
}

/**
 * A real app on a fresh, migrated database (SQLite file in a temp dir, or a new PostgreSQL database).
 * Closed automatically after the test file.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Pick<BuildAppOptions, 'google' | 'media'>> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-test-'));
  const pgDb = testDbKind === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    JOIN_RATE_LIMIT_MAX: '1000',
    // Every test request comes from one address: the per-address ceilings are tested on their own.
    JOIN_IP_RATE_LIMIT_MAX: '100000',
    CODE_LOOKUP_RATE_LIMIT_MAX: '100000',
    CODE_MISS_RATE_LIMIT_MAX: '100000',
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // A new game's safety check is off here (each photo would start the image classifier); the tests of the
    // check turn it on per game, or pass SAFETY_CHECK_DEFAULT.
    SAFETY_CHECK_DEFAULT: 'off',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const { db, kind } = createDb(config);
  await migrateToLatest(db);
  const undeclared: UndeclaredAnswer[] = [];
  const { app, ctx, metrics } = await buildApp({
    config,
    db,
    dbKind: kind,
    onUndeclaredCode: (answer) => undeclared.push(answer),
    ...overrides,
  });
  await app.ready();

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await db.destroy();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    // Every refusal a route answered is one its declaration lists (routes/<area>/<area>.api.ts).
    if (undeclared.length > 0) {
      const seen = [...new Set(undeclared.map((a) => `${a.route} answered ${a.code} (${a.status})`))];
      throw new Error(`undeclared error codes:\n${seen.join('\n')}`);
    }
  };
  // An app made inside a test is closed when that test ends (a file's afterAll registered from a running test is not
  // run, and its database would be left behind); one made for the file, after the file.
  try {
    onTestFinished(close);
  } catch {
    // Not inside a test (a beforeAll, a describe's body): the vitest hook says so by throwing.
    afterAll(close);
  }

  return {
    app,
    ctx,
    metrics,
    close,
    request: requestWith(app),
  };
}

export { PASSWORD, uniqueEmail } from '@picture-bingo/testkit';

/** The shared API client (@picture-bingo/testkit) over app.inject: no port, the whole HTTP path. */
export function injectTransport(app: FastifyInstance): Transport {
  return async ({ method, url, headers, body }) => {
    const res = await app.inject({ method: method as InjectOptions['method'], url, headers, payload: body });
    const answerHeaders = Object.fromEntries(
      Object.entries(res.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : String(value),
      ]),
    );
    return { status: res.statusCode, headers: answerHeaders, text: res.body };
  };
}

/**
 * The app's API as a client calls it: register, create, pay, join, upload (each checks its status). Its hosts'
 * addresses are marked verified in the database, as following the mailed link does (paying needs it; the link
 * itself is tested in routes/auth/account-mail.test.ts).
 */
export const apiOf = (t: TestApp) =>
  new ApiClient(injectTransport(t.app), {
    verifyHost: async (_api, auth) => {
      await markEmailVerified(t.ctx.db, auth.user.id, auth.user.email, new Date().toISOString());
    },
  });

/** The same client without that step: its hosts stay unverified until they follow the mailed link. */
export const unverifiedApiOf = (t: TestApp) => new ApiClient(injectTransport(t.app));

/** Registers a host through the real endpoint and returns the auth response. */
export const registerHost = (t: TestApp, email?: string) => apiOf(t).registerHost(email);

/**
 * A second node next to `t`: its own app, database connection(s) and per-node copies (galleries, cards), on
 * the same database. Closed after the test file.
 */
export async function createSecondNode(t: TestApp): Promise<TestApp> {
  const { db, kind } = createDb(t.ctx.config);
  const { app, ctx } = await buildApp({ config: t.ctx.config, db, dbKind: kind });
  await app.ready();
  const node: TestApp = {
    app,
    ctx,
    request: requestWith(app),
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
  afterAll(() => node.close());
  return node;
}
