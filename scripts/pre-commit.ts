/**
 * The pre-commit hook (.githooks/pre-commit, installed by `npm ci`/`npm install` through the "prepare" script):
 * prettier and eslint on the staged files only, as staged (not as they are in the work tree), in one process.
 * `npm test` still checks everything; this catches the usual slip before it becomes a commit.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;

function stagedFiles(): string[] {
  const out = execFileSync('git', ['diff', '--cached', '--name-only', '--diff-filter=ACMR', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out.split('\0').filter(Boolean);
}

function stagedText(file: string): string {
  return execFileSync('git', ['show', `:${file}`], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

async function main(): Promise<number> {
  const eslint = new ESLint({ cwd: root });
  const problems: string[] = [];
  const lintResults: ESLint.LintResult[] = [];

  for (const file of stagedFiles()) {
    const filePath = path.join(root, file);
    const info = await prettier.getFileInfo(filePath, { ignorePath: path.join(root, '.prettierignore') });
    const lint = LINTED.test(file) && !(await eslint.isPathIgnored(filePath));
    if ((info.ignored || !info.inferredParser) && !lint) continue;
    const text = stagedText(file);

    if (!info.ignored && info.inferredParser) {
      const options = await prettier.resolveConfig(filePath);
      if (!(await prettier.check(text, { ...options, filepath: filePath }))) {
        problems.push(`prettier: ${file} is not formatted (npx prettier --write ${file})`);
      }
    }
    if (lint) lintResults.push(...(await eslint.lintText(text, { filePath })));
  }

  const failing = lintResults.filter((result) => result.errorCount + result.warningCount > 0);
  if (failing.length > 0) {
    const formatter = await eslint.loadFormatter('stylish');
    problems.push((await formatter.format(failing)).trim());
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0)
    console.error('pre-commit: fix the above and stage again (or commit with --no-verify).');
  return problems.length > 0 ? 1 : 0;
}

process.exitCode = await main();
