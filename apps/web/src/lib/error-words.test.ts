import { ERRORS } from '@picture-bingo/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText, loadErrorTexts } from './error-text';
import english from '@/catalogues/errors/en.js';
import { CLIENT_WORDS } from './error-texts';
import { errorMessage } from './errors';
import { chooseLocale } from './i18n/messages';
import { LANGUAGES } from './i18n/locales';

type Words = typeof english;
const FR_RATE_LIMITED = 'Trop de requêtes. Veuillez patienter un instant.';
const wordsIn = async (locale: string) =>
  ((await import(`@/catalogues/errors/${locale}.js`)) as { default: Words }).default;
/** Each code's words (every message but the one with the seconds to wait). */
const codeWords = (words: Words) =>
  Object.entries(words).filter(([key]) => key !== 'RATE_LIMITED_WAIT') as [string, () => string][];

describe('the words for refusals in every language', () => {
  afterAll(() => chooseLocale('en'));

  it.each([...LANGUAGES, 'en-XA'])('%s has words of its own for every code', async (locale) => {
    const words = await wordsIn(locale);
    expect(
      codeWords(words)
        .map(([code]) => code)
        .sort(),
    ).toEqual([...Object.keys(ERRORS), ...Object.keys(CLIENT_WORDS)].sort());
    for (const [code, say] of codeWords(words)) {
      const text = say();
      const englishText = english[code as keyof Words]({ count: 1, shown: '1' });
      expect(text.trim(), `${locale} ${code}`).not.toBe('');
      if (locale !== 'en') expect(text, `${locale} ${code} is English`).not.toBe(englishText);
      // The game's call stays as it is in every language.
      if (englishText.includes('BINGO!') && locale !== 'en-XA') {
        expect(text, `${locale} ${code}`).toContain('BINGO!');
      }
    }
  });

  it.each(['es', 'fr', 'de', 'pt-BR', 'ar', 'ja', 'en-XA'])(
    '%s says the seconds to wait in words of its own',
    async (locale) => {
      const words = await wordsIn(locale);
      for (const count of [1, 2, 5, 11, 42, 100]) {
        const text = words.RATE_LIMITED_WAIT({ count, shown: String(count) });
        expect(text.trim(), `${locale} ${count}`).not.toBe('');
        expect(text, `${locale} ${count} is English`).not.toBe(
          english.RATE_LIMITED_WAIT({ count, shown: String(count) }),
        );
      }
      // The number as the language writes it (the caller's digits), whatever its plural form.
      expect(words.RATE_LIMITED_WAIT({ count: 42, shown: '42' })).toContain('42');
    },
  );

  it("shows a 429's seconds to wait in every language, from the answer's Retry-After, never its English", async () => {
    const refused = new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in 42 seconds.', 42);
    await chooseLocale('fr');
    await loadErrorTexts();
    expect(errorMessage(refused)).toBe('Trop de tentatives. Réessayez dans 42 secondes.');
    // Without the seconds, the code's general words.
    expect(errorText('RATE_LIMITED', 'Too many attempts. Try again in 42 seconds.')).toBe(FR_RATE_LIMITED);
    await chooseLocale('ar');
    await loadErrorTexts();
    const shown = new Intl.NumberFormat('ar').format(42);
    expect(errorMessage(refused)).toBe(`محاولات كثيرة جدًا. حاول مجددًا بعد ${shown} ثانية.`);
    expect(errorMessage(new ApiError(429, 'RATE_LIMITED', 'x', 2))).toBe(
      'محاولات كثيرة جدًا. حاول مجددًا بعد ثانيتين.',
    );
    await chooseLocale('ja');
    await loadErrorTexts();
    expect(errorMessage(refused)).toBe('試行回数が多すぎます。42秒後にもう一度お試しください。');
    await chooseLocale('en');
    expect(errorMessage(refused)).toBe('Too many attempts. Try again in 42 seconds.');
  });

  it("shows a refusal in the shown language, and English's own words in English", async () => {
    await chooseLocale('fr');
    await loadErrorTexts();
    expect(errorText('GAME_FULL', 'This game is full')).toBe('Cette partie est complète');
    // A detailed code's server words are English: another language shows the code's general words.
    expect(errorText('VALIDATION_ERROR', 'name is required')).toBe('Requête non valide');
    expect(errorText('SOMETHING_NEW', 'new words')).toBe('Une erreur inconnue s’est produite');
    await chooseLocale('ja');
    await loadErrorTexts();
    expect(errorText('GAME_PAUSED')).toBe('ゲームは一時停止中です');
    await chooseLocale('en');
    expect(errorText('GAME_FULL', 'reworded')).toBe('This game is full');
    expect(errorText('VALIDATION_ERROR', 'name is required')).toBe('name is required');
  });
});
