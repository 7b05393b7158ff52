import { BASE_LOCALE, matchLocale, type Locale } from './locales';

/** Where the shown language came from, strongest first: a later, weaker source never overrides a stronger one. */
export type LocaleSource = 'link' | 'device' | 'browser' | 'game' | 'default';

const STRENGTH: Record<LocaleSource, number> = { link: 4, device: 3, browser: 2, game: 1, default: 0 };

/** Whether a language from `next` may replace one from `current`. */
export const outranks = (next: LocaleSource, current: LocaleSource) => STRENGTH[next] >= STRENGTH[current];

export interface LocaleInputs {
  /** The page's query string: `?lang=` on a join link or QR code. */
  search: string;
  /** This device's earlier choice in the switcher. */
  stored: string | null;
  /** The game's language (its public info), once known. */
  game?: unknown;
  /** The browser's languages, most preferred first. */
  browser: readonly string[];
}

/**
 * The language a guest sees: `?lang=` on the link, else the device's earlier choice, else the first of the
 * browser's languages the app has (the phone's own), else the game's language, else English. Unknown tags are
 * skipped. The game's language is the room's: it reaches the phones whose language the app lacks.
 */
export function resolveLocale({ search, stored, game, browser }: LocaleInputs): {
  locale: Locale;
  source: LocaleSource;
} {
  const link = matchLocale(new URLSearchParams(search).get('lang'));
  if (link) return { locale: link, source: 'link' };
  const device = matchLocale(stored);
  if (device) return { locale: device, source: 'device' };
  for (const tag of browser) {
    const found = matchLocale(tag);
    if (found) return { locale: found, source: 'browser' };
  }
  const ofGame = matchLocale(game);
  if (ofGame) return { locale: ofGame, source: 'game' };
  return { locale: BASE_LOCALE, source: 'default' };
}
