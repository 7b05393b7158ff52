import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZEnv } from '../apps/server/src/config';
import { renderSettings, SETTINGS_PATH, settingDocs } from './docs-settings';

describe('docs/SETTINGS.md', () => {
  it('describes every variable of the environment schema', () => {
    expect(settingDocs().map((s) => s.name)).toEqual(Object.keys(ZEnv.shape));
  });

  it('is what `npm run docs:settings` writes from apps/server/src/config.ts', async () => {
    const checkedIn = fs.readFileSync(SETTINGS_PATH, 'utf8');
    expect(checkedIn, 'docs/SETTINGS.md is stale: run `npm run docs:settings`').toBe(await renderSettings());
  });
});
