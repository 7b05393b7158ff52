import type { AppContext } from '../../../context';
import type { GameRow } from '../../../db/repositories/games.repo';
import { presentGameSummary } from '../../../presenters/game';
import { publishMove } from '../publish-move';
import { assertTransition } from '../transitions';
import { changeGameState } from './change-game-state';

/** PAUSED → ACTIVE: the end moves later by exactly the time the game was paused. */
export async function resumeGame(ctx: AppContext, game: GameRow) {
  const resumed = await changeGameState(ctx, game.id, (locked, now) => {
    assertTransition(locked, 'resume', 'host', now);
    const pausedFor = locked.paused_at ? Math.max(0, now.getTime() - Date.parse(locked.paused_at)) : 0;
    const endsAt = locked.ends_at ? new Date(Date.parse(locked.ends_at) + pausedFor).toISOString() : null;
    return { status: 'ACTIVE', paused_at: null, ends_at: endsAt };
  });
  publishMove(ctx, game.id, 'resume', {
    'game:updated': [presentGameSummary(resumed.game, resumed.playerCount)],
  });
  return resumed;
}
