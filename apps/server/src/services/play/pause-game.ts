import { isBeforeStart, isPlayOver, ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { conflict } from '../../errors';
import { isTimeUp, storedStageOf } from '../../policies/play';
import { changeGameState } from './change-game-state';

/** ACTIVE and playing → PAUSED: uploads are refused and the clock stops until the host resumes. */
export function pauseGame(ctx: AppContext, game: GameRow) {
  return changeGameState(ctx, game.id, (locked, now) => {
    const stage = storedStageOf(locked);
    if (isPlayOver(stage)) throw conflict(ErrorCode.GAME_ENDED);
    if (isBeforeStart(stage)) throw conflict(ErrorCode.GAME_NOT_STARTED);
    if (stage === 'paused') throw conflict(ErrorCode.ALREADY_PAUSED);
    if (isTimeUp(locked, now.getTime())) throw conflict(ErrorCode.TIME_ALREADY_UP);
    return { status: 'PAUSED', paused_at: now.toISOString() };
  });
}
