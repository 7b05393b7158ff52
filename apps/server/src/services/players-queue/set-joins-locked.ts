import { gameStage, isPlayOver, type TJoinLock, ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { lockGame, updateGame, type GameRow } from '../../db/repositories/games.repo';
import { conflict } from '../../errors';
import { clockOf } from '../../presenters/game';
import { presentGameSummary } from '../../presenters/game';
import { publishGameUpdated } from '../../realtime/publish';

/**
 * The host locks the room (no new players join, whatever the game rules say) or unlocks it. The game's players
 * are not affected: a player coming back on the same device, or moved to a new one with a rejoin code, gets in.
 * Under the game's lock, so a join committing at the same moment is either counted before it or refused.
 */
export async function setJoinsLocked(ctx: AppContext, game: GameRow, locked: boolean): Promise<TJoinLock> {
  if (isPlayOver(gameStage(clockOf(game), Date.now()))) throw conflict(ErrorCode.GAME_ALREADY_ENDED);
  const { row, playerCount } = await ctx.db.transaction().execute(async (trx) => {
    const current = (await lockGame(trx, ctx.dbKind, game.id)) ?? game;
    await updateGame(trx, game.id, { joins_locked: locked ? 1 : 0 });
    return {
      row: { ...current, joins_locked: locked ? 1 : 0 },
      playerCount: current.player_count,
    };
  });
  publishGameUpdated(ctx, game.id, presentGameSummary(row, playerCount));
  return { locked };
}
