import { showHost } from '@/catalogues/shown-catalogue.js';
import type { Locale } from './locales';
import { currentLocale, loadWithEachLanguage, type Messages } from './messages';

/**
 * The host's and big screen's words in other languages than English: a chunk per language (apps/web/build/messages.ts
 * splits them from the guests'), loaded by the host's pages only (the router's and the game layout's), so that no
 * guest's phone downloads them. This module is itself a chunk of the host's pages.
 */
const HOST_CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<Partial<Messages>>> = {
  es: () => import('@/catalogues/messages/es-host.js'),
  fr: () => import('@/catalogues/messages/fr-host.js'),
  de: () => import('@/catalogues/messages/de-host.js'),
  'pt-BR': () => import('@/catalogues/messages/pt-BR-host.js'),
  ar: () => import('@/catalogues/messages/ar-host.js'),
  ja: () => import('@/catalogues/messages/ja-host.js'),
  'en-XA': () => import('@/catalogues/messages/en-XA-host.js'),
};

async function showHostWords(locale: Locale): Promise<void> {
  showHost(locale === 'en' ? undefined : await HOST_CATALOGUES[locale]());
}

// From the first host page on, a change of language brings its host words along.
loadWithEachLanguage(showHostWords);

/**
 * The shown language's host words, shown once loaded (English's are in the pages' own modules). Never rejects: a
 * chunk that cannot load leaves them in English.
 */
export function loadHostWords(): Promise<void> {
  return showHostWords(currentLocale()).catch(() => undefined);
}
