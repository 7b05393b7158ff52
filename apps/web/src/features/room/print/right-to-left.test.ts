import { describe, expect, it } from 'vitest';
import { visualLine } from './right-to-left';
import { loadPrintTexts, printLanguage } from './texts';

const reversed = (text: string) => Array.from(text).reverse().join('');

describe('a printed right-to-left line', () => {
  it('joins Arabic letters into their presentation forms, lam-alef as one ligature', () => {
    const line = visualLine('لا');
    expect(line).toBe('\ufefb');
  });

  it('hands a line whose visual order starts with Arabic over reversed: fontkit reverses it back', () => {
    // "رمز الغرفة" drawn right to left: its last letter leftmost. fontkit reverses a text starting with Arabic,
    // so the line it is handed starts with the first letter, reh (isolated form).
    const line = visualLine('رمز الغرفة');
    expect(line[0]).toBe('\ufead');
    expect(reversed(line)[0]).toBe('\ufe94');
  });

  it('keeps a line whose visual order starts with a Latin code as it is: "ABC123 :" then the words', () => {
    expect(visualLine('رمز الغرفة: ABC123').startsWith('ABC123 :')).toBe(true);
  });

  it('keeps a line that starts with a link in visual order as it is (fontkit reverses nothing there)', () => {
    const line = visualLine('أو افتح https://bingo.example/join/ABC123');
    expect(line.startsWith('https://bingo.example/join/ABC123 ')).toBe(true);
    expect(line).not.toMatch(/[\u0600-\u06ff]/);
  });
});

describe('the printouts’ words', () => {
  it('come from the language asked for, whatever the screen shows; a language the app lacks prints English', async () => {
    expect((await loadPrintTexts('es')).scanToJoin).toBe('Escanea para unirte');
    expect((await loadPrintTexts('ja')).roomCodeLine('ABC123')).toBe('ルームコード：ABC123');
    expect((await loadPrintTexts('fr')).orOpen('https://x/join/A')).toBe('ou ouvrez https://x/join/A');
    expect(printLanguage('xx')).toBe('en');
    expect(printLanguage('pt-BR')).toBe('pt-BR');
  });
});
