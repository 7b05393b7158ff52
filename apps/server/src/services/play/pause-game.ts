import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { assertTransition } from '../game-lifecycle/transitions';
import { changeGameState } from './change-game-state';

/** ACTIVE and playing → PAUSED: uploads are refused and the clock stops until the host resumes. */
export function pauseGame(ctx: AppContext, game: GameRow) {
  return changeGameState(ctx, game.id, (locked, now) => {
    assertTransition(locked, 'pause', 'host', now);
    return { status: 'PAUSED', paused_at: now.toISOString() };
  });
}
