import { describe, expect, it } from 'vitest';
import { labelsNeeded } from '../game/setup';
import { textKey } from '../normalise-text';
import { BUILT_IN_LABEL_PACK_FILES, validateLabelPacks } from './index';

const good = BUILT_IN_LABEL_PACK_FILES[0]!;

describe('built-in label packs', () => {
  it('are all valid, each with more labels than a 5x5 card needs and none twice', () => {
    const packs = validateLabelPacks(BUILT_IN_LABEL_PACK_FILES);
    expect(packs.map((p) => p.id)).toEqual([
      'office-party',
      'wedding',
      'birthday',
      'kids',
      'travel',
      'holiday',
    ]);
    for (const pack of packs) {
      expect(pack.labels.length).toBeGreaterThan(labelsNeeded(5));
      expect(new Set(pack.labels.map(textKey)).size).toBe(pack.labels.length);
    }
  });

  it('refuses a bad pack with a message naming the file and the problem', () => {
    const data = good.data as { labels: string[] };
    const bad = [
      good,
      {
        file: 'short.json',
        data: { id: 'short', name: 'Short', description: 'Too few', labels: ['a', 'b'] },
      },
      {
        file: 'twice.json',
        data: { ...data, id: 'twice', labels: [...data.labels, data.labels[0]!.toUpperCase()] },
      },
      { file: 'other-name.json', data: { ...data, id: 'office-party' } },
      { file: 'broken.json', data: { id: 'Broken Id', labels: 'x' } },
    ];
    let message = '';
    try {
      validateLabelPacks(bad);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Invalid label packs');
    expect(message).toContain('short.json: labels: a pack needs at least 30 labels');
    expect(message).toContain(`twice.json: labels: "${data.labels[0]!.toUpperCase()}" is in the pack twice`);
    expect(message).toContain('other-name.json: id "office-party" must match the file name');
    expect(message).toContain('broken.json: id: id must be lower-case words joined by dashes');
    expect(message).not.toContain('office-party.json:');
  });
});
