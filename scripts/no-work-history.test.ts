import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Source, comments, test names and docs state the rule the code keeps, not the work that led there: no ticket
 * numbers. Work history belongs in commits and in docs/decisions/.
 */
const root = path.resolve(import.meta.dirname, '..');

/** Tracked files under `paths`, read as text (binary files skipped). */
function tracked(...paths: string[]): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z', '--', ...paths], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  return files
    .filter((file) => fs.existsSync(path.join(root, file)))
    .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }))
    .filter(({ text }) => !text.includes('\0'));
}

function linesMatching(files: { file: string; text: string }[], pattern: RegExp): string[] {
  return files.flatMap(({ file, text }) =>
    text
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
  );
}

describe('no work history in the code and docs', () => {
  it('no "issue N" in apps, packages, bench, e2e or scripts', () => {
    const found = linesMatching(
      tracked('apps', 'packages', 'bench', 'e2e', 'scripts').filter(
        ({ file }) => file !== 'scripts/no-work-history.test.ts',
      ),
      /issue \d+/i,
    );
    expect(found).toEqual([]);
  });

  it('no "issue N" in the docs outside docs/decisions', () => {
    const docs = tracked('README.md', 'docs').filter(({ file }) => !file.startsWith('docs/decisions/'));
    expect(docs.length).toBeGreaterThan(3);
    expect(linesMatching(docs, /issue [0-9]+/)).toEqual([]);
  });
});
