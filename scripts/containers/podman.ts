// Podman as this machine runs it: runc, cgroupfs, no default ulimits (containers.conf written here), never a
// registry (--pull=never everywhere).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CONF_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-podman-'));
const CONTAINERS_CONF = path.join(CONF_DIR, 'containers.conf');
fs.writeFileSync(CONTAINERS_CONF, '[containers]\ndefault_ulimits = []\n');

const GLOBAL = ['--runtime', 'runc', '--cgroup-manager=cgroupfs'];

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs podman with the machine's flags; `check` (the default) throws on a non-zero exit, with its output. */
export function podman(
  args: string[],
  options: { check?: boolean; input?: Buffer | string; echo?: boolean } = {},
) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn('podman', [...GLOBAL, ...args], {
      env: { ...process.env, CONTAINERS_CONF },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (options.echo) process.stderr.write(chunk);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const run = { code: code ?? 1, stdout, stderr };
      if ((options.check ?? true) && run.code !== 0) {
        reject(
          new Error(
            `podman ${args.join(' ')} failed (${run.code}):\n${stderr.slice(-4000)}${stdout.slice(-2000)}`,
          ),
        );
      } else resolve(run);
    });
    // A podman that exits before it reads its input (one that failed, or one that reads none) breaks the pipe: the
    // exit code and output above say what happened, not an unhandled EPIPE that ends the whole test.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input);
  });
}

/** `podman build` with the host's CA bundle for the build steps only (a mount and a build argument, never a layer). */
export function build(
  tag: string,
  context: string,
  options: { file?: string; target?: string; labels?: Record<string, string>; certs?: boolean } = {},
) {
  const ca = '/etc/ssl/certs/ca-certificates.crt';
  const args = ['build', '--pull=never', '--format', 'docker', '--network', 'host', '-t', tag];
  // Debian's packages come over plain HTTP (signed); their scripts write /etc/ssl/certs, which must stay writable.
  if ((options.certs ?? true) && fs.existsSync(ca))
    args.push('-v', '/etc/ssl/certs:/etc/ssl/certs:ro', '--build-arg', `NODE_EXTRA_CA_CERTS=${ca}`);
  for (const [key, value] of Object.entries(options.labels ?? {})) args.push('--label', `${key}=${value}`);
  if (options.file) args.push('-f', options.file);
  if (options.target) args.push('--target', options.target);
  args.push(context);
  return podman(args, { echo: process.env.CONTAINERS_VERBOSE === '1' });
}

/** An image's label, or null when there is no such image. */
export async function imageLabel(image: string, label: string): Promise<string | null> {
  const run = await podman(['image', 'inspect', '--format', `{{index .Labels "${label}"}}`, image], {
    check: false,
  });
  if (run.code !== 0) return null;
  const value = run.stdout.trim();
  return value === '' || value === '<no value>' ? null : value;
}
