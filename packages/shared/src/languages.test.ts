import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, matchLanguage } from './languages';

describe('matchLanguage: the supported language a tag asks for', () => {
  it('the same tag in any case, else the same primary language', () => {
    expect(matchLanguage('pt-br')).toBe('pt-BR');
    expect(matchLanguage('pt')).toBe('pt-BR');
    expect(matchLanguage('pt-PT')).toBe('pt-BR');
    expect(matchLanguage('es-MX')).toBe('es');
    expect(matchLanguage('ES')).toBe('es');
    expect(matchLanguage('fr_CA')).toBe('fr');
    expect(matchLanguage('ja-JP')).toBe('ja');
    expect(matchLanguage('zh-Hant-TW')).toBeNull();
    expect(matchLanguage('')).toBeNull();
    expect(matchLanguage('  ')).toBeNull();
  });
});

describe('languageFromAcceptLanguage: the best supported language of a header', () => {
  it.each<[string, string | null]>([
    ['de-DE,de;q=0.9', 'de'],
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['es-MX', 'es'],
    ['pt', 'pt-BR'],
    ['pt-PT,pt;q=0.9', 'pt-BR'],
    ['ar-EG', 'ar'],
    ['ja,en-US;q=0.7', 'ja'],
    ['en-GB', 'en'],
    // By weight, not by order; ties in the order listed.
    ['ja;q=0.4, ar;q=0.9, en;q=0.8', 'ar'],
    ['fr;q=0.5, de;q=0.5', 'fr'],
    ['de;q=0.500, fr;q=0.5', 'de'],
    ['de;q=0.7, fr;Q = 0.8', 'fr'],
    // Languages the app lacks are skipped.
    ['zh-CN, ko;q=0.9, de-AT;q=0.7', 'de'],
    ['zh, ko;q=0.5', null],
    // q=0 is "not this one"; `*` names none in particular.
    ['ar;q=0, *', null],
    ['es;q=0, fr;q=0.1', 'fr'],
    ['*;q=1, ja;q=0.2', 'ja'],
    ['', null],
    [' , ,, ', null],
  ])('%j → %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it('skips a range whose weight is not a qvalue, or that is not a language range', () => {
    for (const header of ['es;q=2', 'es;q=1.5', 'es;q=-1', 'es;q=abc', 'es;q=0.1234', 'es;q=0.5;q=0.6'])
      expect(languageFromAcceptLanguage(`${header}, de;q=0.1`), header).toBe('de');
    // Other parameters are allowed and ignored.
    expect(languageFromAcceptLanguage('es;level=1, de;q=0.1')).toBe('es');
    expect(languageFromAcceptLanguage('es;q=1.000')).toBe('es');
  });

  it('hostile input is harmless: nothing but one of the supported tags comes out, quickly', () => {
    const hostile = [
      '"><script>alert(1)</script>',
      'es"><img src=x onerror=alert(1)>',
      'es<script>, de;q=0.1',
      '\u0000es\r\nSet-Cookie: x=1',
      'ar;q=0.9'.repeat(1000),
      `${'x-'.repeat(5_000)}es`,
      `${', '.repeat(10_000)}ja`,
      ';;;;;q=;q;=;,,,=',
      '__proto__, constructor;q=0.5, toString',
    ];
    for (const header of hostile) {
      const language = languageFromAcceptLanguage(header);
      expect([null, 'en', 'es', 'fr', 'de', 'pt-BR', 'ar', 'ja'], header.slice(0, 40)).toContain(language);
    }
    expect(languageFromAcceptLanguage('es<script>, de;q=0.1')).toBe('de');
    // Only the first 20 ranges are read: a language listed after thousands of others is not looked for.
    expect(languageFromAcceptLanguage(`${'zz, '.repeat(10_000)}ja`)).toBeNull();
    const started = Date.now();
    languageFromAcceptLanguage(`${'zz-ZZ;q=0.5, '.repeat(20_000)}ja`);
    expect(Date.now() - started).toBeLessThan(100);
  });
});
