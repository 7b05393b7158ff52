import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Source, comments, test names and docs state the rule the code keeps, not the work that led there: no ticket
 * numbers, and none of the phrases that tell how the code used to be or whose work it was. Work history belongs in
 * commits and in docs/decisions/.
 */
const root = path.resolve(import.meta.dirname, '..');

/**
 * Phrases of history: what something did before ("used to set"), that it has not changed ("as it always has"),
 * work still to land ("before this lands"), whose branch a change came from ("helper C's branch").
 */
const HISTORY_PHRASES =
  /\bused to (?:be|set|send|do|take|read|answer|show|have|keep|make|hold|run|write|call|go|say|open|ask|get)\b|\bas (?:it|they|we) always (?:has|have|had|did)\b|\bbefore this lands\b|\b\w+ [A-Z]'s branch\b/i;

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

  it('no history phrases ("used to set", "as it always has") in apps, packages, bench, e2e, scripts or docs', () => {
    const files = tracked('apps', 'packages', 'bench', 'e2e', 'scripts', 'README.md', 'docs').filter(
      ({ file }) => file !== 'scripts/no-work-history.test.ts' && !file.startsWith('docs/decisions/'),
    );
    expect(linesMatching(files, HISTORY_PHRASES)).toEqual([]);
  });

  it('no work left pending ("before this lands", "helper C\'s branch") in docs/decisions', () => {
    const decisions = tracked('docs/decisions');
    expect(decisions.length).toBeGreaterThan(3);
    expect(linesMatching(decisions, /\bbefore this lands\b|\b\w+ [A-Z]'s branch\b/)).toEqual([]);
  });

  it('the phrases it looks for are caught', () => {
    for (const line of [
      '// as the raw headers @fastify/helmet used to set',
      '// a stage that reads started, as it always has',
      'needs a renumbering before this lands',
      "(helper C's branch)",
    ]) {
      expect(HISTORY_PHRASES.test(line), line).toBe(true);
    }
    expect(HISTORY_PHRASES.test('// the same as before any change; a used token')).toBe(false);
  });
});
