import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The script as `npm test` runs it, with CHROMIUM_PATH set to `chromiumPath`. */
function ensureChromium(chromiumPath: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-chromium.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CHROMIUM_PATH: chromiumPath },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('ensure-chromium', () => {
  it('passes silently when the browser is there', () => {
    expect(ensureChromium(process.execPath)).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('stops with one line saying what to do when a chosen browser is missing, installing nothing', () => {
    const missing = path.join(root, 'no-such-dir', 'chromium');
    const { status, stdout, stderr } = ensureChromium(missing);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([
      `ensure-chromium: CHROMIUM_PATH=${missing} is not an executable file: point it at Chromium, or unset it to use Debian's ("apt-get install -y chromium").`,
    ]);
  });

  it('refuses a path that is not an executable file', () => {
    expect(ensureChromium(root).status).toBe(1);
    expect(ensureChromium(path.join(root, 'package.json')).status).toBe(1);
  });
});
