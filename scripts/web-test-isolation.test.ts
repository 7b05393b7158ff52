import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEEDS_ISOLATION, WEB_ISOLATED } from '../apps/web/test-isolation';

const web = path.resolve(import.meta.dirname, '../apps/web');

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(web, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the web tests that share a module graph', () => {
  it('leave every file that replaces a module or a global to the isolated project', () => {
    const files = testFiles('src');
    expect(files.length).toBeGreaterThan(50);
    const needing = files.filter((file) =>
      NEEDS_ISOLATION.test(fs.readFileSync(path.join(web, file), 'utf8')),
    );
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.filter((file) => !WEB_ISOLATED.includes(file))).toEqual([]);
    // Every listed file exists: a renamed file would otherwise run shared.
    expect(WEB_ISOLATED.filter((file) => !files.includes(file))).toEqual([]);
  });
});
