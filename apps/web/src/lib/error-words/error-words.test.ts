import { ERRORS } from '@picture-bingo/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { errorText, loadErrorTexts } from '../error-text';
import { englishWords } from '../error-texts';
import { chooseLocale } from '../i18n/messages';
import { LANGUAGES } from '../i18n/locales';
import type { TErrorWords } from './types';

const CLIENT_CODES = ['NETWORK_ERROR', 'INVALID_RESPONSE', 'UNKNOWN'];

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
