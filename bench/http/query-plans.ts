/**
 * The SQL each measured route runs, with SQLite's query plan of each statement: the app runs in this process on
 * a fresh SQLite database (the same migrations), the games are built through its HTTP API, and every statement
 * one request of each route runs is recorded (Kysely's query log) and explained.
 *
 *   npm run bench:http -- --plans      (or: node --import tsx bench/http/query-plans.ts)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest } from '../../apps/server/src/db/kysely';
import type { Database } from '../../apps/server/src/db/schema';
import { benchClient, benchMail } from '../lib/mail';
import { buildFixture } from './fixture';
import type { LoadRequest } from './protocol';

interface Recorded {
  sql: string;
  plan: string[];
}

export async function explainRoutes(players = 100): Promise<Record<string, Recorded[]>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-plans-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    AUTH_RATE_LIMIT_MAX: '100000',
    JOIN_RATE_LIMIT_MAX: '100000',
    UPLOAD_RATE_LIMIT_MAX: '100000',
    // Every client of a bench is on one address: the per-address ceilings would measure themselves.
    JOIN_IP_RATE_LIMIT_MAX: '1000000000',
    CODE_LOOKUP_RATE_LIMIT_MAX: '1000000000',
    CODE_MISS_RATE_LIMIT_MAX: '1000000000',
    // Registration's verification mail goes to the bench's own SMTP server (its hosts follow the link);
    // sending mail needs PUBLIC_URL, which makes the test checkout an explicit choice.
    SMTP_URL: (await benchMail()).url,
    PUBLIC_URL: 'http://127.0.0.1',
    PAYMENT_PROVIDER: 'local',
  });
  // The app's own database setup, plus Kysely's query log: every statement a request runs is seen, also the
  // ones an earlier request already prepared.
  const sqlite = new SQLite(config.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  let recording: string[] | null = null;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'query') recording?.push(event.query.sql);
    },
  });
  await migrateToLatest(db);
  const { app } = await buildApp({ config, db, dbKind: 'sqlite' });
  const explain = (sql: string): Recorded => {
    const params = (sql.match(/\?/g) ?? []).map(() => null);
    const plan = /^(select|insert|update|delete)/i.test(sql)
      ? (sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map(
          (r) => r.detail,
        )
      : [];
    return { sql, plan };
  };
  try {
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const fixture = await buildFixture(benchClient(url), {
      players,
      photos: 2,
      joins: 2,
      log: () => undefined,
    });
    const plans: Record<string, Recorded[]> = {};
    const send = async (r: LoadRequest) => {
      const res = await fetch(`${url}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${r.method} ${r.path}: ${res.status}`);
    };
    for (const scenario of ['board', 'gallery', 'join'] as const) {
      recording = [];
      await send(fixture.requests[scenario][0]);
      plans[scenario] = recording.map(explain);
      recording = null;
    }
    return plans;
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatPlans(plans: Record<string, Recorded[]>): string {
  const lines: string[] = [];
  for (const [scenario, statements] of Object.entries(plans)) {
    lines.push(`${scenario}: ${statements.length} statements`);
    for (const s of statements) {
      lines.push(`  ${s.sql}`);
      for (const step of s.plan) lines.push(`      ${/SCAN/.test(step) ? '!! ' : ''}${step}`);
    }
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  explainRoutes().then(
    (plans) => {
      console.log(formatPlans(plans));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
