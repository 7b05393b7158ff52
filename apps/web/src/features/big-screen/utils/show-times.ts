/**
 * How long each of the big screen's moments lasts (the screen's own clock). A module without imports, so the
 * browser specs play the moments forward on Playwright's clock by these same numbers.
 */

/** 3, 2, 1: one second each. */
export const COUNTDOWN_FROM = 3;
export const COUNTDOWN_MS = COUNTDOWN_FROM * 1000;
/** Long enough for the room to read the name and see the card. */
export const BINGO_REVEAL_MS = 10_000;
/** A prize's winner, their card and what the next prize needs, before the live game returns. */
export const PRIZE_REVEAL_MS = 10_000;
/** The winner and their photos, before the leaderboard takes over. */
export const WINNER_REVEAL_MS = 6_000;
/**
 * A start seen later than this after the server's start time (the screen was reloaded, or only connected then)
 * is not counted down: the game is already underway.
 */
export const COUNTDOWN_LATE_MS = 10_000;
