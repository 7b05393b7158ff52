import { languageFromAcceptLanguage, type TLanguage } from '@picture-bingo/shared/languages';
import type { FastifyRequest } from 'fastify';

/** The asking browser's best supported language (its Accept-Language header), or null when it names none. */
export function browserLanguageOf(request: FastifyRequest): TLanguage | null {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}
