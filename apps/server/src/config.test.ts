import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeNull();
    expect(c.sqlitePath).toMatch(/data[/\\]picture-bingo\.sqlite$/);
    expect(c.google.clientId).toBeNull();
  });

  it('lists every bad variable in one clear message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'nope' })).toThrow(
      /Invalid configuration:\n {2}PORT: must be a number\n {2}DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n {2}PUBLIC_URL: must be an absolute URL/,
    );
  });
});
