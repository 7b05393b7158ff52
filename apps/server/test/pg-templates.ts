/**
 * The PostgreSQL projects' global set-up: names this test run's template databases (test/test-app.ts copies each
 * test database from its worker's migrated template) and drops them when the run ends, with any a stopped run
 * left behind more than a day ago.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's prefix of template database names; empty without PostgreSQL. */
    pgTemplateRun: string;
  }
}

const PREFIX = 'pb_tpl_';
const STALE_MS = 24 * 60 * 60 * 1000;

async function dropTemplates(adminUrl: string, keep: (name: string) => boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
    );
    for (const { datname } of rows) {
      if (!keep(datname)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/** The time a template's name was made at (its run's start), or 0 for a name this file does not make. */
const madeAt = (name: string) => Number(/^pb_tpl_(\d+)_/.exec(name)?.[1] ?? 0);

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('pgTemplateRun', '');
    return;
  }
  const run = `${PREFIX}${Date.now()}_${randomBytes(3).toString('hex')}`;
  project.provide('pgTemplateRun', run);
  await dropTemplates(adminUrl, (name) => Date.now() - madeAt(name) < STALE_MS);
  return () => dropTemplates(adminUrl, (name) => !name.startsWith(`${run}_`));
}
