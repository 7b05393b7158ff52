import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, freePort, trackChild, waitForExit } from '@picture-bingo/testkit/processes';
import { testMailCatcher } from './mail';

/**
 * Real processes for the fault tests: the server (apps/server/src/main.ts through tsx) and a private PostgreSQL
 * cluster; free ports, databases and a private Redis come from @picture-bingo/testkit/processes. The machine's
 * shared PostgreSQL (5432) and Redis (6379) are never stopped: each test that stops a service starts its own on a
 * free port.
 */

export {
  createDatabase,
  freePort,
  startPrivateRedis,
  type PrivateRedis,
} from '@picture-bingo/testkit/processes';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process wrote so far. */
  log: () => string;
  /** Sends the signal and resolves once the process is gone. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** SIGTERM (a graceful shutdown), SIGKILL after 10 s. */
  stop: () => Promise<void>;
}

/**
 * Starts `apps/server/src/main.ts` as its own process and resolves once it listens. PORT 0 (the default) lets
 * the system choose; a restart passes the first run's port so reconnecting clients find it again.
 */
export async function startServer(env: Record<string, string>, port = 0): Promise<ServerProcess> {
  // Its mail (verification links) goes to this file's in-process SMTP server. Sending mail needs PUBLIC_URL
  // (the links' base), so a test that names none gets this process's own address, and the test checkout
  // a public server must choose explicitly.
  const smtpUrl = (await testMailCatcher()).url;
  if (!env.PUBLIC_URL && port === 0) port = await freePort();
  const site = env.PUBLIC_URL
    ? {}
    : { PUBLIC_URL: `http://127.0.0.1:${port}`, PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? 'local' };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        // As in the test app: a new game's safety check is off unless a test passes SAFETY_CHECK_DEFAULT.
        SAFETY_CHECK_DEFAULT: 'off',
        SMTP_URL: smtpUrl,
        ...site,
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    trackChild(child);
    let output = '';
    let started = false;
    const log = () => output;
    // tsx compiles on start; other tests and benches share two cores.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 4_000_000) output = output.slice(-2_000_000);
      const match = started ? null : /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (!match) return;
      started = true;
      clearTimeout(timer);
      const listening = Number(match[1]);
      resolve({
        child,
        url: `http://127.0.0.1:${listening}`,
        port: listening,
        log,
        kill: async (signal = 'SIGKILL') => {
          if (!exited(child)) child.kill(signal);
          await waitForExit(child);
        },
        stop: async () => {
          if (exited(child)) return;
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.kill('SIGTERM');
          await waitForExit(child);
          clearTimeout(force);
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      output += `\n[exited with ${code ?? signal}]`;
      if (!started) reject(new Error(`server exited with ${code ?? signal}:\n${output}`));
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// A private PostgreSQL cluster

/** The directory of initdb/pg_ctl/postgres: Debian's newest /usr/lib/postgresql/<v>/bin, else PATH. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length > 0) return path.join(root, versions[0], 'bin');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, 'pg_ctl')) && fs.existsSync(path.join(dir, 'initdb'))) {
      return path.dirname(fs.realpathSync(path.join(dir, 'pg_ctl')));
    }
  }
  throw new Error(
    'PostgreSQL server binaries (initdb, pg_ctl) not found in /usr/lib/postgresql/*/bin or on PATH: ' +
      'install postgresql (apt-get install -y postgresql) to run the PostgreSQL fault tests',
  );
}

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: (database?: string) => string;
  /** pg_ctl stop: `fast` (what a restart does) or `immediate` (a crash). */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  /** pg_ctl start on the same data directory and port; resolves once it accepts connections. */
  start: () => Promise<void>;
  /** Stops it (if running) and removes its directory. */
  destroy: () => Promise<void>;
  log: () => string;
}

/**
 * initdb into a fresh temp directory and pg_ctl start on a free port, listening on 127.0.0.1 and a socket in
 * that directory only. initdb refuses to run as root: as root, the cluster belongs to the `postgres` user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [command, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    return new Promise<void>((resolve, reject) => {
      const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
      let output = '';
      child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(' ')} failed (${code}):\n${output}`)),
      );
    });
  };
  const port = await freePort();
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c max_connections=60',
    '-c shared_buffers=16MB',
  ].join(' ');
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let running = false;
  const start = async () => {
    await run('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60']);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await run('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '60']);
    running = false;
  };
  await start();
  // A stray cluster would outlive a crashed test run: stop it when this process exits.
  process.once('exit', () => {
    if (!running) return;
    try {
      execFileSync(
        asRoot ? 'runuser' : path.join(bin, 'pg_ctl'),
        asRoot
          ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), 'stop', '-D', dataDir, '-m', 'immediate']
          : ['stop', '-D', dataDir, '-m', 'immediate'],
        { stdio: 'ignore' },
      );
    } catch {
      // already gone
    }
  });
  return {
    port,
    url,
    start,
    stop,
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
    destroy: async () => {
      if (running) await stop('immediate').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns true (or throws its last error after `timeoutMs`). */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000, stepMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let last: unknown = null;
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw last instanceof Error ? last : new Error(`condition not met within ${timeoutMs} ms`);
    }
    await sleep(stepMs);
  }
}
