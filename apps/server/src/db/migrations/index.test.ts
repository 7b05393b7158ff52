import { describe, expect, it } from 'vitest';
import { migrationProvider } from './index';

describe('the migrations list', () => {
  it('is in the order the migrator runs them (by name), one number each', async () => {
    const names = Object.keys(await migrationProvider.getMigrations());
    expect(names).toEqual([...names].sort());
    const numbers = names.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
