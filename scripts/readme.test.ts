import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');

/** The README says what the app is, how to run and test it, and where to read more; references live in docs/. */
describe('README.md', () => {
  it('opens with the two commands', () => {
    expect(readme.split('\n').slice(0, 6)).toEqual([
      '# Picture Bingo',
      '',
      '```bash',
      'npm ci && npm start      # run the app at http://localhost:3000 (SQLite + local files under ./data)',
      'npm ci && npm test       # the whole test suite: lint, format, typecheck, unit + server, build, e2e in Chromium',
      '```',
    ]);
  });

  it('stays short: no line over 120 characters, at most 200 lines', () => {
    const lines = readme.split('\n');
    expect(lines.filter((line) => line.length > 120)).toEqual([]);
    expect(lines.length).toBeLessThanOrEqual(200);
  });
});
