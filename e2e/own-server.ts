import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** A server started by ownServer: its base URL at localhost, and what it has printed so far. */
export interface OwnServer {
  base: string;
  output(): string;
}

/**
 * A server of its own from the same build (`apps/server/dist`), on `port` next to the suite's, with a fresh data
 * directory and the settings an operator would give it (`env`); started before the file's (or describe's) tests
 * and stopped after them, which then run against it. `unset` names settings of the caller's environment it must
 * not inherit (a laptop has no SMTP_URL).
 */
export function ownServer(
  port: number,
  env: Record<string, string>,
  unset: readonly string[] = [],
): OwnServer {
  const base = `http://localhost:${port}`;
  let server: ChildProcess;
  let dataDir: string;
  let output = '';
  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-e2e-own-'));
    const inherited: NodeJS.ProcessEnv = { ...process.env };
    for (const name of unset) delete inherited[name];
    server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
      env: {
        ...inherited,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 30_000,
      })
      .toBe(200);
  });
  test.afterAll(async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  test.use({ baseURL: base });
  return { base, output: () => output };
}
