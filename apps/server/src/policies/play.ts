import { centreIndex, type TGamePhase } from '@picture-bingo/shared';
import type { GameRow } from '../db/repositories/games.repo';
import { badRequest, conflict } from '../errors';

export const TIME_IS_UP = 'Time is up! Uploads are closed.';
export const GAME_PAUSED = 'The game is paused';
export const NOT_STARTED = "The game hasn't started yet";
export const GAME_OVER = 'The game is over. Uploads are closed.';

/** Whether the game's time limit has run out by the server's clock (a paused game's clock is stopped). */
export function isTimeUp(game: GameRow, now = Date.now()): boolean {
  if (game.ends_at === null || game.status === 'PAUSED') return false;
  return now >= Date.parse(game.ends_at);
}

/** The phase as players see it: a playing game whose time ran out is finished, even before anyone wrote so. */
export function effectivePhase(game: GameRow, now = Date.now()): TGamePhase {
  if (game.phase === 'playing' && isTimeUp(game, now)) return 'finished';
  return game.phase;
}

/** 409 unless players may change their cards now: started, not paused, not ended, time not up. */
export function assertPlayable(game: GameRow, now = Date.now()) {
  if (game.status === 'COMPLETED' || game.status === 'CANCELLED') throw conflict(GAME_OVER);
  if (game.phase === 'finished') throw conflict(TIME_IS_UP);
  if (game.phase === 'lobby' || game.status === 'INACTIVE') throw conflict(NOT_STARTED);
  if (game.status === 'PAUSED') throw conflict(GAME_PAUSED);
  if (isTimeUp(game, now)) throw conflict(TIME_IS_UP);
}

/** A cell index from the URL that may hold a photo: an integer on the card, not the free space. */
export function parsePhotoCellIndex(raw: string, boardSize: number): number {
  const idx = /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
  if (idx < 0 || idx >= boardSize * boardSize) throw badRequest('No such cell');
  if (idx === centreIndex(boardSize)) throw badRequest("That cell can't hold a photo");
  return idx;
}
