import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Processes and services of their own for the server's multi-process and fault tests and for the benchmarks: free
 * ports, databases on a PostgreSQL server, a private Redis. The machine's shared PostgreSQL and Redis are never
 * stopped: what a run stops, it started.
 */

/** Every child started here (or handed to trackChild), killed when this process exits: a failed run leaves none. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Kills this child when the process exits, unless it has exited by then. */
export function trackChild(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** Whether the child has exited (by itself or by a signal). */
export const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Resolves once the child has exited. */
export function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (exited(child)) return resolve();
    child.once('exit', () => resolve());
  });
}

/** A TCP port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Creates a database on a PostgreSQL server (admin URL) and returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by `createDatabase`, closing whatever connections it still has. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

// A private Redis

export interface PrivateRedis {
  port: number;
  url: string;
  /** Kills redis-server (SIGKILL: an outage, not a clean shutdown). */
  stop: () => Promise<void>;
  /** Starts redis-server again on the same port (empty: nothing is persisted). */
  start: () => Promise<void>;
  /** SIGSTOP / SIGCONT: Redis hangs without closing its connections. */
  pause: () => void;
  resume: () => void;
  destroy: () => Promise<void>;
}

/** `redis-server` on a free port with persistence off; resolves once it accepts connections. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-redis-'));
  let child: ChildProcess | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const c = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      trackChild(c);
      child = c;
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 20_000);
      c.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/Ready to accept connections/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      });
      c.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      c.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`redis-server could not be started (is it installed?): ${error.message}`));
      });
      c.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
  const stop = async () => {
    const c = child;
    if (!c || exited(c)) return;
    c.kill('SIGKILL');
    await waitForExit(c);
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    destroy: async () => {
      child?.kill('SIGCONT');
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
