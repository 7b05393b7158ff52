import { centreIndex, ErrorCode, gameStage, type TErrorCode, type TGameStage } from '@picture-bingo/shared';
import type { GameRow } from '../db/repositories/games.repo';
import { badRequest, conflict } from '../errors';
import { clockOf } from '../presenters/game';

const NOT_PLAYABLE = {
  draft: ErrorCode.GAME_NOT_STARTED,
  lobby: ErrorCode.GAME_NOT_STARTED,
  paused: ErrorCode.GAME_PAUSED,
  'time-up': ErrorCode.TIME_UP,
  completed: ErrorCode.GAME_OVER,
  cancelled: ErrorCode.GAME_OVER,
} as const satisfies Record<Exclude<TGameStage, 'playing'>, TErrorCode>;

/** Every refusal assertPlayable answers, each once. */
export const NOT_PLAYABLE_REFUSALS = [...new Set(Object.values(NOT_PLAYABLE))];

/** 409 unless players may change their cards now: started, not paused, not ended, time not up. */
export function assertPlayable(game: GameRow, now = Date.now()) {
  const stage = gameStage(clockOf(game), now);
  if (stage !== 'playing') throw conflict(NOT_PLAYABLE[stage]);
}

/** A cell index from the URL that may hold a photo: an integer on the card, not the free space. */
export function parsePhotoCellIndex(raw: string, boardSize: number): number {
  const idx = /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
  if (idx < 0 || idx >= boardSize * boardSize) throw badRequest('No such cell');
  if (idx === centreIndex(boardSize)) throw badRequest("That cell can't hold a photo");
  return idx;
}
