import { m } from './messages';

/** The guest pages' titles (the manifest's, src/app/pages.ts, by its English title) in the shown language. */
const GUEST_TITLES: Record<string, (() => string) | undefined> = {
  'Join a Game': () => m.page_join(),
  'Player Name': () => m.page_player_name(),
  Room: () => m.page_room(),
  'Game Board': () => m.page_game_board(),
  'Image Gallery': () => m.page_gallery(),
  Results: () => m.page_results(),
};

/** A page's h1 and tab title in the shown language: a guest page's translated, a host page's as the manifest has it. */
export function pageTitle(title: string): string {
  return GUEST_TITLES[title]?.() ?? title;
}
