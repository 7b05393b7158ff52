import { englishDetailWords, englishWords } from '../error-texts';
import { pseudo } from '../i18n/pseudo';
import type { TErrorDetailWords, TErrorWords } from './types';

/** The refusals in the pseudo-locale: English's words accented and longer, so an untranslated refusal shows. */
const words = Object.fromEntries(
  Object.entries(englishWords()).map(([code, text]) => [code, pseudo(text)]),
) as TErrorWords;

export default words;

/** The words with details, accented the same way. */
export const details: TErrorDetailWords = {
  RATE_LIMITED: (count, shown) => pseudo(englishDetailWords().RATE_LIMITED(count, shown)),
};
