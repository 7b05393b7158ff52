import { z } from './zod-config';
import type { ErrorCode } from './error-codes';

/**
 * The languages the app speaks, as BCP 47 tags, in the order pickers list them. English is the source language and
 * the fallback. Everything that names a language (a game's, an account's, a page's, a mail's) takes one of these.
 */
export const LANGUAGE_TAGS = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar', 'ja'] as const;

export type TLanguage = (typeof LANGUAGE_TAGS)[number];

/** The language of a game or an account that has not chosen one. */
export const DEFAULT_LANGUAGE: TLanguage = 'en';

export const UNSUPPORTED_LANGUAGE = `Language must be one of: ${LANGUAGE_TAGS.join(', ')}`;

export function isLanguage(value: unknown): value is TLanguage {
  return (LANGUAGE_TAGS as readonly unknown[]).includes(value);
}

/**
 * One of the supported tags, exactly as listed. A refusal names its code (UNSUPPORTED_LANGUAGE) in the issue's
 * params, so the server answers a bad language with that code rather than the generic VALIDATION_ERROR.
 */
export const ZLanguage = z.custom<TLanguage>(isLanguage, {
  error: UNSUPPORTED_LANGUAGE,
  // The code as a literal: the error-code table stays out of every page that only reads a language.
  params: { code: 'UNSUPPORTED_LANGUAGE' satisfies typeof ErrorCode.UNSUPPORTED_LANGUAGE },
});
