// Bundles the server (and the shared package it imports) into dist/main.js, and the backup/restore command
// into dist/ops.js; npm dependencies stay external.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@picture-bingo/'));

await build({
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    ops: new URL('./src/ops/ops-cli.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// The safety check's worker thread runs as its own module next to the bundle (plain JavaScript, not bundled).
copyFileSync(
  new URL('./src/safety/classifier-worker.mjs', import.meta.url),
  new URL('./dist/classifier-worker.mjs', import.meta.url),
);
