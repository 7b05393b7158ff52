import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { conflict } from '../../errors';
import { NOT_STARTED } from '../../policies/play';
import { changeGameState } from './change-game-state';

/**
 * The host ends play now: uploads close for everyone (phase finished, the clock stops at this moment). The
 * status stays ACTIVE until the host chooses a winner.
 */
export function endGame(ctx: AppContext, game: GameRow) {
  return changeGameState(ctx, game.id, (locked, now) => {
    if (locked.status === 'COMPLETED' || locked.status === 'CANCELLED' || locked.phase === 'finished') {
      throw conflict('This game has already ended');
    }
    if (locked.phase === 'lobby') throw conflict(NOT_STARTED);
    const endsAt =
      locked.ends_at !== null && Date.parse(locked.ends_at) <= now.getTime()
        ? locked.ends_at
        : now.toISOString();
    return { status: 'ACTIVE', phase: 'finished', paused_at: null, ends_at: endsAt };
  });
}
