import type { AppContext } from '../../../context';
import type { GameRow } from '../../../db/repositories/games.repo';
import { presentGameSummary } from '../../../presenters/game';
import { endOfPlayNow } from '../play-clock';
import { publishMove } from '../publish-move';
import { assertTransition } from '../transitions';
import { changeGameState } from './change-game-state';

/**
 * The host ends play now: uploads close for everyone (phase finished, the clock stops at this moment). The
 * status stays ACTIVE until the host chooses a winner.
 */
export async function endGame(ctx: AppContext, game: GameRow) {
  const ended = await changeGameState(ctx, game.id, (locked, now) => {
    assertTransition(locked, 'end', 'host', now);
    // Before the deadline (or without one): the host cut play short, and screens say so.
    const early = locked.ends_at === null || Date.parse(locked.ends_at) > now.getTime();
    return {
      status: 'ACTIVE',
      phase: 'finished',
      paused_at: null,
      ends_at: endOfPlayNow(locked, now),
      ended_early: early ? 1 : 0,
    };
  });
  publishMove(ctx, game.id, 'end', {
    'game:updated': [presentGameSummary(ended.game, ended.playerCount)],
  });
  return ended;
}
