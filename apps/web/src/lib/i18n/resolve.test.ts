import { languageFromAcceptLanguage, matchLanguage } from '@picture-bingo/shared/languages';
import { describe, expect, it } from 'vitest';
import { matchLocale } from './locales';
import { outranks, resolveLocale } from './resolve';

const none = { search: '', stored: null, browser: [] as string[] };

describe('resolveLocale: the language a guest sees', () => {
  it("takes the link first, then the device's choice, the phone's language, the game's, English", () => {
    const all = { search: '?lang=es', stored: 'fr', game: 'de', browser: ['ja'] };
    expect(resolveLocale(all)).toEqual({ locale: 'es', source: 'link' });
    expect(resolveLocale({ ...all, search: '' })).toEqual({ locale: 'fr', source: 'device' });
    expect(resolveLocale({ ...all, search: '', stored: null })).toEqual({ locale: 'ja', source: 'browser' });
    // A phone whose languages the app lacks reads the game's.
    expect(resolveLocale({ ...all, search: '', stored: null, browser: ['ko-KR', 'zh'] })).toEqual({
      locale: 'de',
      source: 'game',
    });
    expect(resolveLocale({ ...none, browser: ['ja'] })).toEqual({ locale: 'ja', source: 'browser' });
    expect(resolveLocale(none)).toEqual({ locale: 'en', source: 'default' });
  });

  it('a Spanish, Arabic or Japanese phone joining an English game keeps its own language', () => {
    for (const [browser, locale] of [
      [['es-ES', 'es'], 'es'],
      [['ar-EG'], 'ar'],
      [['ja-JP', 'en-US'], 'ja'],
    ] as const) {
      expect(resolveLocale({ ...none, game: 'en', browser })).toEqual({ locale, source: 'browser' });
      // The link's ?lang= still wins.
      expect(resolveLocale({ ...none, search: '?lang=fr', game: 'en', browser }).locale).toBe('fr');
    }
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

  it("lets a game language replace only a default one (a phone's own language stays)", () => {
    expect(outranks('game', 'browser')).toBe(false);
    expect(outranks('game', 'default')).toBe(true);
    expect(outranks('game', 'device')).toBe(false);
    expect(outranks('game', 'link')).toBe(false);
  });
});

/**
 * The server serves a join page's prerendered screen in the language it picks from the same inputs
 * (apps/server/src/static.ts: ?lang=, Accept-Language, the game's language, English). A new device's first render
 * must pick the same one, or the screen flashes to another language as the app takes over.
 */
describe("a new device's language is the one the server prerendered the join page in", () => {
  /** Accept-Language as a browser writes it from its languages: each after the first a tenth less wanted. */
  const header = (languages: string[]) =>
    languages.map((tag, index) => (index === 0 ? tag : `${tag};q=${(1 - index / 10).toFixed(1)}`)).join(',');
  const browsers = [
    ['es-ES', 'es'],
    ['de-DE', 'de'],
    ['es-MX'],
    ['pt'],
    ['pt-PT', 'en-US'],
    ['ar-EG', 'ar', 'en'],
    ['ja-JP'],
    ['zh-CN', 'ko', 'fr-CA'],
    ['zh-TW'],
    ['EN-gb', 'es'],
    [],
  ];
  const links = ['', '?lang=es', '?lang=pt-br', '?lang=xx', '?lang=', '?lang=%22%3E%3Cscript%3E'];
  const games = [undefined, 'ja', 'ar', 'en'] as const;

  it('for every link, game and browser: the same language', () => {
    for (const browser of browsers) {
      for (const search of links) {
        for (const game of games) {
          const asked = new URLSearchParams(search).get('lang');
          const server =
            (asked ? matchLanguage(asked) : null) ??
            languageFromAcceptLanguage(header(browser)) ??
            game ??
            'en';
          const client = resolveLocale({ search, stored: null, game, browser });
          expect(client.locale, `${search} ${game} ${browser.join()}`).toBe(server);
        }
      }
    }
  });
});
