import {
  centreIndex,
  GAME_OVER,
  GAME_PAUSED,
  gameStage,
  NOT_STARTED,
  TIME_IS_UP,
  type TGameStage,
} from '@picture-bingo/shared';
import type { GameRow } from '../db/repositories/games.repo';
import { badRequest, conflict } from '../errors';

/** The game's stage by the server's clock (packages/shared `gameStage`). */
export function stageOf(game: GameRow, now = Date.now()): TGameStage {
  return gameStage({ status: game.status, phase: game.phase, endsAt: game.ends_at }, now);
}

const NOT_PLAYABLE: Record<Exclude<TGameStage, 'playing'>, string> = {
  draft: NOT_STARTED,
  lobby: NOT_STARTED,
  paused: GAME_PAUSED,
  'time-up': TIME_IS_UP,
  completed: GAME_OVER,
  cancelled: GAME_OVER,
};

/** 409 unless players may change their cards now: started, not paused, not ended, time not up. */
export function assertPlayable(game: GameRow, now = Date.now()) {
  const stage = stageOf(game, now);
  if (stage !== 'playing') throw conflict(NOT_PLAYABLE[stage]);
}

/** A cell index from the URL that may hold a photo: an integer on the card, not the free space. */
export function parsePhotoCellIndex(raw: string, boardSize: number): number {
  const idx = /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
  if (idx < 0 || idx >= boardSize * boardSize) throw badRequest('No such cell');
  if (idx === centreIndex(boardSize)) throw badRequest("That cell can't hold a photo");
  return idx;
}
