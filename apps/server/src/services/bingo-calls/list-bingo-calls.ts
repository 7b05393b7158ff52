import { gameStage, isSettled, type TMyBingoCall, type TOpenBingoCalls } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { findLatestCallOfCard, listOpenCalls } from '../../db/repositories/bingo-calls.repo';
import type { GameRow } from '../../db/repositories/games.repo';
import { listCells, type PlayerRow } from '../../db/repositories/players.repo';
import { clockOf } from '../../presenters/game';
import { presentBingoCall, presentOpenBingoCall } from '../../presenters/bingo-call';
import { awaitsDecision } from '../play/cell-state';

/** The game's open BINGO! calls for the control room, oldest first; none once the game is settled. */
export async function listBingoCalls(ctx: AppContext, game: GameRow): Promise<TOpenBingoCalls> {
  if (isSettled(gameStage(clockOf(game), Date.now()))) return { calls: [] };
  const calls = await listOpenCalls(ctx.db, game.id);
  return {
    calls: await Promise.all(
      calls.map(async (call) => {
        const cells = await listCells(ctx.db, call.player_id);
        return presentOpenBingoCall(call, game, cells, cells.filter(awaitsDecision).length);
      }),
    ),
  };
}

/** The card's latest call as its phones read it, answered or not. */
export async function getMyBingoCall(ctx: AppContext, game: GameRow, card: PlayerRow): Promise<TMyBingoCall> {
  const call = await findLatestCallOfCard(ctx.db, card.id);
  return { call: call ? presentBingoCall(call, game) : null };
}
