import { GAME_NOT_FOUND, ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../../context';
import { lockGame, updateGame, type GameRow } from '../../../db/repositories/games.repo';
import { markPlayersPlaying } from '../../../db/repositories/players.repo';
import { notFound, conflict } from '../../../errors';
import { presentGameSummary } from '../../../presenters/game';
import { publishMove } from '../publish-move';
import { assertTransition } from '../transitions';

/**
 * The host starts a paid game (its lobby open: the rule joining keeps too) with at least one player: the clock starts (if the game has a time limit) and
 * every player moves to their card. Serialized with joins on the game row, so a player joining at that moment
 * is either in (and playing) or refused.
 */
export async function startGame(
  ctx: AppContext,
  game: GameRow,
): Promise<{ game: GameRow; playerCount: number }> {
  assertTransition(game, 'start', 'host', new Date());
  const result = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockGame(trx, ctx.dbKind, game.id);
    if (!locked) throw notFound(GAME_NOT_FOUND);
    const startedAt = new Date();
    assertTransition(locked, 'start', 'host', startedAt);
    const playerCount = locked.player_count;
    if (playerCount < 1) throw conflict(ErrorCode.NO_PLAYERS_YET);
    const endsAt =
      locked.time_limit_minutes === null
        ? null
        : new Date(startedAt.getTime() + locked.time_limit_minutes * 60_000).toISOString();
    await updateGame(trx, game.id, {
      phase: 'playing',
      started_at: startedAt.toISOString(),
      ends_at: endsAt,
    });
    await markPlayersPlaying(trx, game.id, startedAt.toISOString());
    const updated = await lockGame(trx, ctx.dbKind, game.id);
    if (!updated) throw notFound(GAME_NOT_FOUND);
    return { game: updated, playerCount };
  });
  ctx.timers.schedule(result.game);
  publishMove(ctx, game.id, 'start', {
    'game:updated': [presentGameSummary(result.game, result.playerCount)],
  });
  return result;
}
