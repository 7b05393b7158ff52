import { describe, expect, it } from 'vitest';
import { fitTitle, type TFace } from './pdf-kit';

/** A face whose every character is half its size wide, holding every character. */
const face: TFace = {
  getCharacterSet: () => Array.from({ length: 0x3000 }, (_, code) => code),
  widthOfTextAtSize: (text, size) => [...text].length * size * 0.5,
  draw: () => undefined,
};

describe('fitTitle', () => {
  it('keeps a short title on one line at the largest size', () => {
    expect(fitTitle(face, 'Party', 100, [16, 13, 11], 2)).toEqual({ lines: ['Party'], size: 16 });
  });

  it('wraps a long title to a second line rather than dropping its end', () => {
    const { lines, size } = fitTitle(face, "Maya's 30th Birthday Photo", 130, [16, 13, 11], 2);
    expect(size).toBe(16);
    expect(lines.join(' ')).toBe("Maya's 30th Birthday Photo");
    expect(lines).toHaveLength(2);
  });

  it('shrinks when two lines at the larger size are not enough', () => {
    const { lines, size } = fitTitle(
      face,
      'A very long title for the summer garden party',
      130,
      [16, 13, 11],
      2,
    );
    expect(size).toBeLessThan(16);
    expect(lines.join(' ')).toBe('A very long title for the summer garden party');
  });

  it('ends the last line with an ellipsis only when even the smallest size cannot hold it', () => {
    const text = 'word '.repeat(40).trim();
    const { lines, size } = fitTitle(face, text, 100, [16, 13, 11], 2);
    expect(size).toBe(11);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(face.widthOfTextAtSize(lines[1]!, size)).toBeLessThanOrEqual(100);
  });
});
