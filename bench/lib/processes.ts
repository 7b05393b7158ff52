import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@picture-bingo/testkit/processes';
import { sleep } from './clock';
import { benchMail } from './mail';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(repoRoot, 'bench', 'results');

/** Every process a bench started, so an error or Ctrl-C never leaves one behind. */
const children = new Set<ChildProcess>();

function track(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

export interface Running {
  child: ChildProcess;
  pid: number;
  url: string;
  /** The process's inspector port, when started with one. */
  inspectPort: number | null;
  /** Output so far (stdout and stderr), for error messages. */
  output: () => string;
  stop: () => Promise<void>;
}

function stopper(child: ChildProcess, afterExit?: () => void) {
  return () =>
    new Promise<void>((resolve) => {
      const done = () => {
        afterExit?.();
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
}

export interface AppServerOptions {
  /** Run the esbuild bundle (apps/server/dist/main.js) instead of the sources through tsx. */
  dist?: boolean;
  /** Write a V8 CPU profile of the server's whole life into this folder when it stops. */
  cpuProfDir?: string;
  /** Open the inspector (for RemoteProfiler: profiles of chosen phases). */
  inspect?: boolean;
  env?: Record<string, string>;
}

/**
 * Starts the real server (apps/server/src/main.ts) as its own process on a fresh data directory. LOG_LEVEL=warn
 * keeps per-request logging out of the measurement, which also silences Fastify's "Server listening at" line,
 * so the bench picks a free port itself and waits for GET /api/health instead of parsing that line.
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<Running & { dataDir: string }> {
  // A port found free can be taken before the server listens on it (another process's outgoing connection gets it
  // as its local port): the server then exits with EADDRINUSE and starts again on another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAppServerOnce(options);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startAppServerOnce(options: AppServerOptions): Promise<Running & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-'));
  const port = await freePort();
  const entry = options.dist ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  if (options.dist && !fs.existsSync(path.join(repoRoot, entry[0]))) {
    throw new Error(
      'apps/server/dist/main.js is missing: run `npm run build -w @picture-bingo/server` first',
    );
  }
  const inspectPort = options.inspect ? await freePort() : null;
  const prof = [
    ...(options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] : []),
    ...(inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : []),
  ];
  const smtpUrl = (await benchMail()).url;
  const child = spawn(process.execPath, [...prof, ...entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // Registration's verification mail goes to the bench's own SMTP server (bench/lib/mail.ts); sending
      // mail needs PUBLIC_URL (its links' base), which makes the test checkout an explicit choice.
      SMTP_URL: smtpUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_PROVIDER: 'local',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
      JOIN_RATE_LIMIT_MAX: '100000',
      UPLOAD_RATE_LIMIT_MAX: '100000',
      // Every client of a bench is on one address: the per-address ceilings would measure themselves.
      JOIN_IP_RATE_LIMIT_MAX: '1000000000',
      CODE_LOOKUP_RATE_LIMIT_MAX: '1000000000',
      CODE_MISS_RATE_LIMIT_MAX: '1000000000',
      // Long enough for the longest run: host sockets authenticate with the access token.
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      // The benches count photos as their answers arrive; the safety check (which holds a photo until it is seen)
      // is measured by bench:safety, and a bench passes SAFETY_CHECK_DEFAULT to run with it.
      SAFETY_CHECK_DEFAULT: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_START_MS: more time to come up on a loaded machine (default 60 s).
  const deadline = Date.now() + Number(process.env.BENCH_SERVER_START_MS ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `server did not answer /api/health within ${Number(process.env.BENCH_SERVER_START_MS ?? 60_000) / 1000} s:\n${output}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    child,
    pid: child.pid ?? 0,
    url,
    dataDir,
    inspectPort,
    output: () => output,
    stop: stopper(child, cleanup),
  };
}

/**
 * Starts a bench-owned TypeScript server (a baseline) as its own process; it prints `LISTENING <url>` once
 * it accepts connections.
 */
export async function startScriptServer(
  script: string,
  options: { args?: string[]; inspect?: boolean } = {},
): Promise<Running & { inspectPort: number | null }> {
  const inspectPort = options.inspect ? await freePort() : null;
  const inspect = inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : [];
  const child = spawn(process.execPath, [...inspect, '--import', 'tsx', script, ...(options.args ?? [])], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
  return { child, pid: child.pid ?? 0, url, inspectPort, output: () => output, stop: stopper(child) };
}

/** Forks a bench worker (load generator) written in TypeScript, with an IPC channel. */
export function forkWorker(script: string, args: string[] = []): ChildProcess {
  const child = fork(path.join(repoRoot, script), args, {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx', '--max-old-space-size=4096'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  track(child);
  return child;
}

let clockTicks = 0;
function ticksPerSecond(): number {
  if (!clockTicks) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

export interface ProcStats {
  /** User + system CPU time so far, ms (all threads: the libuv pool's sharp work too). */
  cpuMs: number;
  rssBytes: number;
  /** Peak RSS so far. */
  hwmBytes: number;
}

/** CPU and memory of another process, from /proc (Linux). */
export function procStats(pid: number): ProcStats {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3 (state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kbOf = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return {
    cpuMs: ((utime + stime) / ticksPerSecond()) * 1000,
    rssBytes: kbOf('VmRSS'),
    hwmBytes: kbOf('VmHWM'),
  };
}

/** Facts about the machine for the report. */
export function machineFacts() {
  const cpus = os.cpus();
  return {
    cores: os.availableParallelism(),
    cpu: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadavg: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
}

/** Writes a result file to bench/results (git-ignored) and returns its path. */
export function writeResult(name: string, data: unknown): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
