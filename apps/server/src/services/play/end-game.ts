import { isBeforeStart, isPlayOver, ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { conflict } from '../../errors';
import { endOfPlay, storedStageOf } from '../../policies/play';
import { changeGameState } from './change-game-state';

/**
 * The host ends play now: uploads close for everyone (phase finished, the clock stops at this moment). The
 * status stays ACTIVE until the host chooses a winner.
 */
export function endGame(ctx: AppContext, game: GameRow) {
  return changeGameState(ctx, game.id, (locked, now) => {
    // As stored: a game whose time ran out unannounced (or that is paused) can still be ended.
    const stage = storedStageOf(locked);
    if (isPlayOver(stage)) throw conflict(ErrorCode.GAME_ALREADY_ENDED);
    if (isBeforeStart(stage)) throw conflict(ErrorCode.GAME_NOT_STARTED);
    const endsAt = endOfPlay(locked, now);
    // Before the deadline (or without one): the host cut play short, and screens say so.
    const early = locked.ends_at === null || Date.parse(locked.ends_at) > now.getTime();
    return {
      status: 'ACTIVE',
      phase: 'finished',
      paused_at: null,
      ends_at: endsAt,
      ended_early: early ? 1 : 0,
    };
  });
}
