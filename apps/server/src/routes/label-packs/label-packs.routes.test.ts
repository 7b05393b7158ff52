import { labelsNeeded } from '@picture-bingo/shared';
import { ZLabelPackList } from '@picture-bingo/shared/label-pack';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

describe('GET /label-packs', async () => {
  const t = await createTestApp();

  it('serves every built-in pack, valid and cacheable, to anyone', async () => {
    const res = await t.request({ method: 'GET', url: '/api/label-packs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const packs = ZLabelPackList.parse(res.json());
    expect(packs.map((p) => p.name)).toEqual([
      'Office party',
      'Wedding',
      'Birthday',
      'Kids',
      'Travel',
      'Holiday season',
    ]);
    for (const pack of packs) expect(pack.labels.length).toBeGreaterThan(labelsNeeded(5));
  });
});
