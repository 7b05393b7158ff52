import type { AppContext } from '../../../context';
import type { GameRow } from '../../../db/repositories/games.repo';
import { presentGameSummary } from '../../../presenters/game';
import { publishMove } from '../publish-move';
import { assertTransition } from '../transitions';
import { changeGameState } from './change-game-state';

/** ACTIVE and playing → PAUSED: uploads are refused and the clock stops until the host resumes. */
export async function pauseGame(ctx: AppContext, game: GameRow) {
  const paused = await changeGameState(ctx, game.id, (locked, now) => {
    assertTransition(locked, 'pause', 'host', now);
    return { status: 'PAUSED', paused_at: now.toISOString() };
  });
  publishMove(ctx, game.id, 'pause', {
    'game:updated': [presentGameSummary(paused.game, paused.playerCount)],
  });
  return paused;
}
