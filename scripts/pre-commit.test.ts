import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pre-commit-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs the hook as git would, against its own index holding HEAD plus `files` (path → staged text): the real
 * index and the work tree are left alone, and the staged text exists nowhere but in that index.
 */
function commitWith(files: Record<string, string>) {
  const index = path.join(dir, `index-${Object.keys(files).join('-').replace(/\W/g, '_')}`);
  const env = { ...process.env, GIT_INDEX_FILE: index };
  execFileSync('git', ['read-tree', 'HEAD'], { cwd: root, env });
  for (const [file, text] of Object.entries(files)) {
    const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], {
      cwd: root,
      input: text,
      encoding: 'utf8',
    });
    execFileSync('git', ['update-index', '--add', '--cacheinfo', `100644,${blob.trim()},${file}`], {
      cwd: root,
      env,
    });
  }
  const result = spawnSync('sh', ['.githooks/pre-commit'], { cwd: root, env, encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr };
}

const probe = 'apps/web/src/lib/pre-commit-probe.ts';

describe('pre-commit hook', () => {
  it('passes formatted, clean staged files', () => {
    expect(commitWith({ [probe]: 'export const probe = { a: 1 };\n' })).toEqual({ status: 0, stderr: '' });
  });

  it('stops an unformatted file', () => {
    const { status, stderr } = commitWith({ [probe]: 'export const probe = {a:1}\n' });
    expect(status).toBe(1);
    expect(stderr).toContain(`prettier: ${probe} is not formatted`);
  });

  it('stops a lint error', () => {
    const { status, stderr } = commitWith({ [probe]: 'export const probe: any = 1;\n' });
    expect(status).toBe(1);
    expect(stderr).toContain(probe);
    expect(stderr).toContain('@typescript-eslint/no-explicit-any');
  });

  it('checks the other formats prettier knows', () => {
    const { status, stderr } = commitWith({ 'docs/pre-commit-probe.md': '# Probe\n\n\n\nText  \n' });
    expect(status).toBe(1);
    expect(stderr).toContain('prettier: docs/pre-commit-probe.md is not formatted');
  });
});
