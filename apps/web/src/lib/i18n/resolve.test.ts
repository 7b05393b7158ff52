import { describe, expect, it } from 'vitest';
import { matchLocale } from './locales';
import { outranks, resolveLocale } from './resolve';

const none = { search: '', stored: null, browser: [] as string[] };

describe('resolveLocale: the language a guest sees', () => {
  it('takes the link first, then the device, the game, the browser, English', () => {
    const all = { search: '?lang=es', stored: 'fr', game: 'de', browser: ['ja'] };
    expect(resolveLocale(all)).toEqual({ locale: 'es', source: 'link' });
    expect(resolveLocale({ ...all, search: '' })).toEqual({ locale: 'fr', source: 'device' });
    expect(resolveLocale({ ...all, search: '', stored: null })).toEqual({ locale: 'de', source: 'game' });
    expect(resolveLocale({ ...none, browser: ['ja'] })).toEqual({ locale: 'ja', source: 'browser' });
    expect(resolveLocale(none)).toEqual({ locale: 'en', source: 'default' });
  });

  it('skips what the app lacks and matches a regional tag to its language', () => {
    expect(resolveLocale({ ...none, search: '?lang=xx', browser: ['ko-KR', 'pt-PT'] })).toEqual({
      locale: 'pt-BR',
      source: 'browser',
    });
    expect(resolveLocale({ ...none, stored: 'klingon', game: 42 })).toEqual({
      locale: 'en',
      source: 'default',
    });
    expect(matchLocale('ES-mx')).toBe('es');
    expect(matchLocale('en-xa')).toBe('en-XA');
    expect(matchLocale('')).toBeUndefined();
  });

  it('lets a game language replace only a browser or default one', () => {
    expect(outranks('game', 'browser')).toBe(true);
    expect(outranks('game', 'default')).toBe(true);
    expect(outranks('game', 'device')).toBe(false);
    expect(outranks('game', 'link')).toBe(false);
  });
});
