import type { AppContext } from '../../../context';
import type { Db } from '../../../db/kysely';
import type { BingoCallWithName } from '../../../db/repositories/bingo-calls.repo';
import { lockGame, updateGame, type GameRow } from '../../../db/repositories/games.repo';
import type { PlayerRow } from '../../../db/repositories/players.repo';
import { presentBingoCall } from '../../../presenters/bingo-call';
import { presentGameSummary } from '../../../presenters/game';
import { autoPrizeWinner, prizeChanges } from '../../results/choose-winner';
import { publishMove } from '../publish-move';
import { awardEvents, winnerChanges } from './complete';

/**
 * The auto-confirm rule inside a BINGO! claim's lock (services/play/claim-bingo.ts): the first valid claim of a
 * game without a winner names its card the winner. Answers the game as written.
 */
export async function autoConfirmWinner(
  trx: Db,
  ctx: AppContext,
  locked: GameRow,
  now: Date,
  card: PlayerRow,
): Promise<GameRow | null> {
  await updateGame(trx, locked.id, winnerChanges(locked, now, card.id, card.name, 'auto-confirm'));
  return (await lockGame(trx, ctx.dbKind, locked.id)) ?? null;
}

/**
 * In a 'prizes' game, the next prize goes at once to the earliest eligible card (the last prize completes the
 * game); null when no card is eligible yet.
 */
export async function autoConfirmPrize(
  trx: Db,
  ctx: AppContext,
  locked: GameRow,
  now: Date,
): Promise<{ game: GameRow | null; to: PlayerRow } | null> {
  const to = await autoPrizeWinner(trx, locked, now);
  if (!to) return null;
  await updateGame(trx, locked.id, prizeChanges(locked, now, to, null, 'auto-confirm'));
  return { game: (await lockGame(trx, ctx.dbKind, locked.id)) ?? null, to };
}

/**
 * After the claim's commit: the calls the award answered, then, when the rule awarded (`awarded`: the game as
 * written, with `playerCount` players), the game, the prize in a 'prizes' game and the winner once complete.
 */
export async function publishAutoConfirm(
  ctx: AppContext,
  game: GameRow,
  answered: readonly BingoCallWithName[],
  awarded: { game: GameRow; playerCount: number; prize: boolean } | null,
): Promise<void> {
  const announced = awarded
    ? await awardEvents(ctx, awarded.game)
    : { 'prize:awarded': [], 'game:winner': [] };
  if (awarded) ctx.timers.schedule(awarded.game);
  publishMove(ctx, game.id, 'auto-confirm', {
    'bingo:answered': answered.map((call) => presentBingoCall(call, awarded?.game ?? game)),
    'game:updated': awarded ? [presentGameSummary(awarded.game, awarded.playerCount)] : [],
    'prize:awarded': awarded?.prize ? announced['prize:awarded'] : [],
    'game:winner': announced['game:winner'],
  });
}
