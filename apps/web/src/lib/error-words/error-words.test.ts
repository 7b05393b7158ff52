import { ERRORS } from '@picture-bingo/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { errorText, loadErrorTexts } from '../error-text';
import { ApiError } from '../api-client';
import { englishDetailWords, englishWords } from '../error-texts';
import { errorMessage } from '../errors';
import { chooseLocale } from '../i18n/messages';
import { LANGUAGES } from '../i18n/locales';
import type { TErrorDetailWords, TErrorWords } from './types';

const CLIENT_CODES = ['NETWORK_ERROR', 'INVALID_RESPONSE', 'UNKNOWN'];
const FR_RATE_LIMITED = 'Trop de requêtes. Veuillez patienter un instant.';

async function wordsIn(locale: string): Promise<TErrorWords> {
  if (locale === 'en') return englishWords();
  return ((await import(`./${locale}.ts`)) as { default: TErrorWords }).default;
}

describe('the words for refusals in every language', () => {
  afterAll(() => chooseLocale('en'));

  it.each([...LANGUAGES, 'en-XA'])('%s has words of its own for every code', async (locale) => {
    const words = await wordsIn(locale);
    const english = englishWords();
    expect(Object.keys(words).sort()).toEqual([...Object.keys(ERRORS), ...CLIENT_CODES].sort());
    for (const [code, text] of Object.entries(words)) {
      expect(text.trim(), `${locale} ${code}`).not.toBe('');
      if (locale !== 'en') {
        expect(text, `${locale} ${code} is English`).not.toBe(english[code as keyof TErrorWords]);
      }
      // The game's call stays as it is in every language.
      if (english[code as keyof TErrorWords].includes('BINGO!') && locale !== 'en-XA') {
        expect(text, `${locale} ${code}`).toContain('BINGO!');
      }
    }
  });

  it.each(['es', 'fr', 'de', 'pt-BR', 'ar', 'ja', 'en-XA'])(
    '%s says the seconds to wait in words of its own',
    async (locale) => {
      const { details } = (await import(`./${locale}.ts`)) as { details: TErrorDetailWords };
      for (const count of [1, 2, 5, 11, 42, 100]) {
        const text = details.RATE_LIMITED(count, String(count));
        expect(text.trim(), `${locale} ${count}`).not.toBe('');
        expect(text, `${locale} ${count} is English`).not.toBe(
          englishDetailWords().RATE_LIMITED(count, String(count)),
        );
      }
      // The number as the language writes it (the caller's digits), whatever its plural form.
      expect(details.RATE_LIMITED(42, '42')).toContain('42');
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
