import { GAME_ENDED } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { conflict } from '../../errors';
import { isTimeUp, NOT_STARTED } from '../../policies/play';
import { changeGameState } from './change-game-state';

/** ACTIVE and playing → PAUSED: uploads are refused and the clock stops until the host resumes. */
export function pauseGame(ctx: AppContext, game: GameRow) {
  return changeGameState(ctx, game.id, (locked, now) => {
    if (locked.status === 'COMPLETED' || locked.status === 'CANCELLED' || locked.phase === 'finished') {
      throw conflict(GAME_ENDED);
    }
    if (locked.phase === 'lobby') throw conflict(NOT_STARTED);
    if (locked.status === 'PAUSED') throw conflict('The game is already paused');
    if (isTimeUp(locked, now.getTime())) throw conflict('Time is already up');
    return { status: 'PAUSED', paused_at: now.toISOString() };
  });
}
