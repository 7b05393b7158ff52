/**
 * Run by `npm test` before any stage that opens a browser (the bench's Lighthouse audit in test:perf, Playwright in
 * test:e2e): makes sure the Chromium those stages launch exists. Debian's package is installed when this process
 * may (root, apt-get); otherwise it stops with one line saying what to run. It never downloads a browser build of
 * its own (`npx playwright install`): the suite runs in Debian's Chromium, as in production checks.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium';

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && isExecutable(path.join(dir, command)));
}

/** Prints one line for the developer and ends the test command here. */
function stop(line: string): never {
  console.error(line);
  process.exit(1);
}

function aptGet(...args: string[]): void {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    stop(
      `ensure-chromium: "apt-get ${args.join(' ')}" failed (exit ${result.status ?? result.signal}); see above.`,
    );
  }
}

if (!isExecutable(CHROMIUM_PATH)) {
  if (process.env.CHROMIUM_PATH) {
    stop(
      `ensure-chromium: CHROMIUM_PATH=${CHROMIUM_PATH} is not an executable file: point it at Chromium, or unset it to use Debian's ("apt-get install -y chromium").`,
    );
  }
  if (process.getuid?.() !== 0 || !onPath('apt-get')) {
    stop(
      `ensure-chromium: the browser tests need Chromium at ${CHROMIUM_PATH}: run "sudo apt-get install -y chromium" (Debian) or set CHROMIUM_PATH, then run the tests again.`,
    );
  }
  console.log(`ensure-chromium: ${CHROMIUM_PATH} is missing; installing Debian's chromium package.`);
  aptGet('update');
  aptGet('install', '-y', 'chromium');
  if (!isExecutable(CHROMIUM_PATH)) {
    stop(`ensure-chromium: "apt-get install -y chromium" succeeded but ${CHROMIUM_PATH} is still missing.`);
  }
}
