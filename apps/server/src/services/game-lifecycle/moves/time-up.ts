import { gameStage } from '@picture-bingo/shared';
import type { AppContext } from '../../../context';
import { findGameById, listRunningGames } from '../../../db/repositories/games.repo';
import { clockOf, presentGameSummary } from '../../../presenters/game';
import { publishMove } from '../publish-move';
import { canTransition } from '../transitions';

/**
 * A game's timer fired: if its time really is up, everyone learns that the game is finished (the phase is
 * derived from ends_at, so nothing needs writing); if the end moved (paused and resumed), the timer is re-armed.
 */
export async function announceTimeUp(ctx: AppContext, gameId: string): Promise<void> {
  const game = await findGameById(ctx.db, gameId);
  if (!game) return;
  const now = new Date();
  // Only a running clock: playing as stored (not paused, not ended) and with a time limit.
  if (!canTransition(game, 'time-up', now)) {
    if (gameStage(clockOf(game), now.getTime()) === 'playing' && game.ends_at !== null)
      ctx.timers.schedule(game);
    return;
  }
  const summary = presentGameSummary(game, game.player_count);
  publishMove(ctx, game.id, 'time-up', { 'game:updated': [summary] });
}

/** On start-up: every game whose clock is running gets its timer back (also those that ran out while down). */
export async function restoreGameTimers(ctx: AppContext): Promise<void> {
  for (const game of await listRunningGames(ctx.db)) ctx.timers.schedule(game);
}
