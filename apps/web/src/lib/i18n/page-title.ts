import { shown, shownHost } from '@/catalogues/shown-catalogue.js';

/**
 * The message of a page's title: `page_` and the manifest's English title (src/app/pages.ts) in lower case, words
 * joined by `_` ("Join a Game": `page_join_a_game`), in the guests' catalogue for a page a guest may open and in the
 * host's for a host page (app/page-titles.test.ts checks each page has its message and that its English is the
 * title).
 */
export const titleKey = (title: string) =>
  `page_${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;

/**
 * A page's h1 and tab title in the shown language. English's is the manifest's title itself, so no page carries
 * the titles' English functions; another language's comes from its catalogue shown (the host's loads with the host's
 * pages), else the title shows as it is.
 */
export function pageTitle(title: string): string {
  const key = titleKey(title);
  const translated = shown?.[key] ?? shownHost?.[key];
  return translated ? translated() : title;
}
