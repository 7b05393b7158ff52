import { describe, expect, it } from 'vitest';
import {
  ACCENT_DARK_TEXT,
  ACCENT_LIGHT_TEXT,
  ACCENT_MIN_CONTRAST,
  accentColours,
  contrastRatio,
  ZLookUpdate,
} from './look';

describe('accent colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#0e7490', '#ffffff')).toBeCloseTo(5.36, 2);
  });

  it('keeps a dark colour with white text, puts dark text on a light one, and darkens one neither reaches', () => {
    expect(accentColours('#0E7490')).toMatchObject({
      fill: '#0e7490',
      text: ACCENT_LIGHT_TEXT,
      adjusted: null,
    });
    expect(accentColours('#f59e0b')).toMatchObject({
      fill: '#f59e0b',
      text: ACCENT_DARK_TEXT,
      adjusted: 'dark-text',
    });
    const red = accentColours('#ff0000');
    expect(red.adjusted).toBe('darkened');
    expect(red.text).toBe(ACCENT_LIGHT_TEXT);
    expect(red.fill).toMatch(/^#[0-9a-f]{2}0000$/);
  });

  it('reaches AA for every colour', () => {
    for (let r = 0; r < 256; r += 17) {
      for (let g = 0; g < 256; g += 17) {
        for (let b = 0; b < 256; b += 17) {
          const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          const { fill, text, contrast } = accentColours(hex);
          expect(contrastRatio(fill, text)).toBeGreaterThanOrEqual(ACCENT_MIN_CONTRAST);
          expect(contrast).toBeCloseTo(contrastRatio(fill, text), 5);
        }
      }
    }
  });

  it('takes #rrggbb or null, stored lower case, and nothing else', () => {
    expect(ZLookUpdate.parse({ accent: '#1D4ED8' })).toEqual({ accent: '#1d4ed8' });
    expect(ZLookUpdate.parse({ accent: null })).toEqual({ accent: null });
    for (const accent of ['red', '#fff', '#1d4ed8aa', ' #1d4ed8', 42, undefined]) {
      expect(ZLookUpdate.safeParse({ accent }).success).toBe(false);
    }
  });
});
