import { GAME_NOT_FOUND, ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { lockGame, updateGame, type GameRow } from '../../db/repositories/games.repo';
import { countGamePlayers, markPlayersPlaying } from '../../db/repositories/players.repo';
import { notFound, conflict } from '../../errors';
import { presentGameSummary } from '../../presenters/game';
import { publishGameUpdated } from '../../realtime/publish';
import { assertTransition } from '../game-lifecycle/transitions';

/** 409 unless the game's lobby is open (the lifecycle's start move, the rule joining keeps too) and it is paid for. */
function assertStartable(game: GameRow, now: Date) {
  assertTransition(game, 'start', 'host', now);
  // A live game is always paid for (it goes live when paid); checked anyway, so nothing unpaid ever starts.
  if (game.paid !== 1) throw conflict(ErrorCode.PAY_BEFORE_START);
}

/**
 * The host starts a paid game with at least one player: the clock starts (if the game has a time limit) and
 * every player moves to their card. Serialized with joins on the game row, so a player joining at that moment
 * is either in (and playing) or refused.
 */
export async function startGame(
  ctx: AppContext,
  game: GameRow,
): Promise<{ game: GameRow; playerCount: number }> {
  assertStartable(game, new Date());
  const result = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockGame(trx, ctx.dbKind, game.id);
    if (!locked) throw notFound(GAME_NOT_FOUND);
    const startedAt = new Date();
    assertStartable(locked, startedAt);
    const playerCount = await countGamePlayers(trx, game.id);
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
  publishGameUpdated(ctx, game.id, presentGameSummary(result.game, result.playerCount));
  return result;
}
