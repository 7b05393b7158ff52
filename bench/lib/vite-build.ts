import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './processes';

/**
 * A production build of the web app (Vite, the project's own config, with a manifest) into `outDir`; resolves
 * with its duration in ms.
 */
export function viteBuild(outDir: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--manifest',
        '--outDir',
        outDir,
        '--emptyOutDir',
      ],
      {
        cwd: path.join(repoRoot, 'apps/web'),
        // A production build whoever runs the bench: under vitest NODE_ENV is "test", and Vite would then
        // bundle React's development build (about 60 KB gzip more on every route).
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`vite build failed:\n${output}`)),
    );
  });
}
