import type { TGameSummary } from '@picture-bingo/shared';

export const GAME_CANCELLED = 'This game was cancelled. Uploads are closed.';
export const GAME_OVER = 'The game is over. Uploads are closed.';
export const TIME_IS_UP = 'Time is up! Uploads are closed.';

/** Why photos can no longer be added or changed on this game, or null while they can (paused games wait). */
export function uploadsClosedReason(game: Pick<TGameSummary, 'status' | 'phase'>): string | null {
  if (game.status === 'CANCELLED') return GAME_CANCELLED;
  if (game.status === 'COMPLETED') return GAME_OVER;
  if (game.phase === 'finished') return TIME_IS_UP;
  return null;
}
