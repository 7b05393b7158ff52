import { useSyncExternalStore } from 'react';
import { show } from '@/catalogues/shown-catalogue.js';
import { read, STORAGE_KEYS, write } from '../storage';
import { BASE_LOCALE, isRightToLeft, matchLocale, type Locale } from './locales';
import { outranks, resolveLocale, type LocaleSource } from './resolve';

/** Every message as a function of its parameters (a missing message or parameter fails the type check). */
export type Messages = Omit<typeof import('@/catalogues/messages/_index.js'), never>;

/** One chunk of a language's messages (its guests' or its host's). */
type Catalogue = Partial<Messages>;

// Each language but English is two chunks of its own, the guests' words and the host's (the build splits them by
// their catalogue's folder; the host's load with the host's pages: host-words.ts): a page downloads only the
// language it shows, and a guest's phone never the host's.
const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  es: () => import('@/catalogues/messages/es-guest.js'),
  fr: () => import('@/catalogues/messages/fr-guest.js'),
  de: () => import('@/catalogues/messages/de-guest.js'),
  'pt-BR': () => import('@/catalogues/messages/pt-BR-guest.js'),
  ar: () => import('@/catalogues/messages/ar-guest.js'),
  ja: () => import('@/catalogues/messages/ja-guest.js'),
  'en-XA': () => import('@/catalogues/messages/en-XA-guest.js'),
};

/**
 * The shown language's messages: `m.join_title()`. Each calls the shown catalogue's function (English's own until
 * another language is shown; the app then renders anew: LocaleRoot). Read them as `m.key` only: a page's bundle
 * then carries just the English words it uses.
 */
export * as m from '@/catalogues/shown.js';

const LINK_LANGUAGE_KEY = 'linkLanguage';

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: the link's language lasts as long as this page.
  }
}

let current: { locale: Locale; source: LocaleSource } = { locale: BASE_LOCALE, source: 'default' };
const listeners = new Set<() => void>();
/** What else a change of language loads before it shows (the host's words, once a host page has loaded them). */
let alsoLoad: ((locale: Locale) => Promise<void>) | null = null;

/** Has `load` run on every later change of language, before the new one shows (host-words.ts). */
export function loadWithEachLanguage(load: (locale: Locale) => Promise<void>): void {
  alsoLoad = load;
}

/**
 * Every message in `locale`, whatever the screen shows (a printout in another language): the same chunk the
 * switcher loads.
 */
export async function messagesIn(locale: Locale): Promise<Messages> {
  const catalogue =
    locale === 'en' ? await import('@/catalogues/messages/en-all.js') : await CATALOGUES[locale]();
  return catalogue as unknown as Messages;
}

/** The language on screen. */
export const currentLocale = () => current.locale;

/**
 * Shows `locale` (every `m.key` speaks it from then on, with whatever else it must load first: alsoLoad) without
 * touching the document: the build's prerender renders each language's join pages so (src/prerender/pages.tsx),
 * apply below the app's.
 */
export async function showLocale(locale: Locale, source: LocaleSource = 'link'): Promise<void> {
  const [guest] = await Promise.all([locale === 'en' ? undefined : CATALOGUES[locale](), alsoLoad?.(locale)]);
  show(guest);
  current = { locale, source };
}

async function apply(locale: Locale, source: LocaleSource): Promise<void> {
  await showLocale(locale, source);
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  for (const listener of listeners) listener();
}

/**
 * The language a page opens in (`?lang=`, the device's choice, the browser's languages, the game's language when
 * the page came with the game's summary, English), loaded before the app's first render. Never rejects: a
 * catalogue that cannot load leaves English. A join page's prerendered screen is in the language the server picked
 * by the same rules (apps/server/src/static.ts, joinPageLanguage): on a device with no choice of its own the app
 * takes over in that language, with no flash of another.
 */
export function startLocale(game?: unknown): Promise<void> {
  const linked = new URLSearchParams(window.location.search).get('lang');
  // A link's language lasts for the tab: the pages after the join link (and their reloads) keep it.
  if (matchLocale(linked)) writeSession(LINK_LANGUAGE_KEY, linked);
  const { locale, source } = resolveLocale({
    search: linked ? window.location.search : `?lang=${readSession(LINK_LANGUAGE_KEY) ?? ''}`,
    stored: read(STORAGE_KEYS.language),
    game,
    browser: navigator.languages ?? [navigator.language],
  });
  if (locale === BASE_LOCALE) return Promise.resolve();
  return apply(locale, source).catch(() => undefined);
}

/** The guest's own choice in the switcher, kept on this device for every later visit. */
export function chooseLocale(locale: Locale): Promise<void> {
  write(STORAGE_KEYS.language, locale);
  writeSession(LINK_LANGUAGE_KEY, null);
  return apply(locale, 'device');
}

/**
 * The game's language, once its public info is in. On a guest's phone it is shown only where nothing stronger
 * decided (no link, no choice, no browser language the app has). On the room's shared screen (`room`: the big
 * screen) it comes before the browser's: the room reads one language. A game without one (or one the app lacks)
 * changes nothing.
 */
export function offerGameLocale(language: unknown, { room = false }: { room?: boolean } = {}): void {
  const locale = matchLocale(language);
  if (!locale || locale === current.locale) return;
  const source = room && current.source === 'browser' ? 'default' : current.source;
  if (!outranks('game', source)) return;
  void apply(locale, 'game').catch(() => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language on screen, re-rendering when it changes. */
export function useLocale(): Locale {
  // The server snapshot is the build's prerender (showLocale): its language switcher shows the page's language.
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}
