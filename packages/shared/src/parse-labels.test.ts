import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import { parseLabelList, pasteNote } from './parse-labels';

describe('parseLabelList', () => {
  it('splits on new lines, commas and semicolons and keeps the pasted order', () => {
    const parsed = parseLabelList('Cake\nBalloons, Party hat;Candles\r\nPresents');
    expect(parsed.labels).toEqual(['Cake', 'Balloons', 'Party hat', 'Candles', 'Presents']);
    expect(pasteNote(parsed)).toBe('Added 5 labels.');
  });

  it('drops empties and duplicates (of each other and of the board, compared with textKey) and counts them', () => {
    const parsed = parseLabelList('Cake,,  ;\nCAKE\nＣａｋｅ\nCafe\u0301\nCafé\nHat\n\n', ['hat']);
    expect(parsed.labels).toEqual(['Cake', 'Café']);
    expect(parsed).toMatchObject({ duplicates: 4, empty: 3 });
    expect(pasteNote(parsed)).toBe('Added 2 labels. Dropped 7: 4 duplicates, 3 empty.');
  });

  it('stores labels in the normalised form and drops list markers', () => {
    const parsed = parseLabelList('- Cake\n* Big   hat\n• Dog\n1. Sun\n2) Moon\nZero\u200Bwidth');
    expect(parsed.labels).toEqual(['Cake', 'Big hat', 'Dog', 'Sun', 'Moon', 'Zerowidth']);
  });

  it('leaves out labels that are too long, invisible, or past the pool limit', () => {
    const long = 'x'.repeat(LIMITS.label + 1);
    const existing = Array.from({ length: LIMITS.labels - 1 }, (_, i) => `L${i}`);
    const parsed = parseLabelList(`${long}\n\u200B\nOne\nTwo\nThree`, existing);
    expect(parsed.labels).toEqual(['One']);
    expect(parsed).toMatchObject({ tooLong: 1, empty: 1, overLimit: 2 });
    expect(pasteNote(parsed)).toBe(
      `Added 1 label. Dropped 4: 1 empty, 1 over ${LIMITS.label} characters, 2 past the limit of ${LIMITS.labels} labels.`,
    );
  });

  it('answers nothing for blank text', () => {
    expect(parseLabelList('  \n ')).toEqual({
      labels: [],
      duplicates: 0,
      empty: 0,
      tooLong: 0,
      overLimit: 0,
    });
  });
});
