// `npm run backup|restore -- DIR`: the server's operations command, from its sources where tsx is installed
// (a checkout), else from the built server (the container image, which ships no dev tools).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hasTsx = fs.existsSync(path.join(root, 'node_modules/tsx/package.json'));
const entry = hasTsx
  ? ['--import', 'tsx', path.join(root, 'apps/server/src/ops/ops-cli.ts')]
  : [path.join(root, 'apps/server/dist/ops.js')];
const result = spawnSync(process.execPath, [...entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
