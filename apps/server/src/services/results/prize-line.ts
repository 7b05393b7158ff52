import {
  gameStage,
  ErrorCode,
  isSettled,
  type TPrizeAward,
  type TPrizeLineCause,
  type TPrizeLineDecision,
  type TWinCondition,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import { withdrawAwardedCall, type BingoCallWithName } from '../../db/repositories/bingo-calls.repo';
import {
  gamePrizeWins,
  lockGame,
  updateGame,
  type GameRow,
  type StoredPrizeWin,
} from '../../db/repositories/games.repo';
import { conflict, notFound, refuse } from '../../errors';
import { clockOf } from '../../presenters/game';
import { presentBingoCall } from '../../presenters/bingo-call';
import { presentGameSummary, presentPrizeAwards } from '../../presenters/game';
import {
  publishBingoAnswered,
  publishGameUpdated,
  publishPrizeLine,
  publishPrizeWithdrawn,
} from '../../realtime/publish';
import { prizeList } from './prizes';

/** What a cell change did to its card's conditions (board-completion.ts). */
export interface ConditionChange {
  lost: readonly TWinCondition[];
  met: readonly TWinCondition[];
}

/** The cell whose change is judged, and how its photo left the card. */
export interface LineCell {
  idx: number;
  label: string;
  cause: TPrizeLineCause;
}

/**
 * In a cell change's transaction (the game locked): games.prize_awards after the change to `playerId`'s card,
 * or null when no award changes. A prize winner whose card stops meeting the prize's condition gets the award
 * flagged (`lineLost`), unless the host already kept the prize for a loss by that same cell; a flagged card that
 * meets the condition again (the rejection undone, a new photo approved) loses the flag. A settled game's awards
 * are final.
 */
export function prizeLineAfterChange(
  game: GameRow,
  playerId: string,
  change: ConditionChange,
  cell: LineCell,
  now: string,
): string | null {
  if (isSettled(gameStage(clockOf(game), Date.now()))) return null;
  const wins = gamePrizeWins(game);
  const win = wins.find((w) => w.playerId === playerId);
  const condition = win ? prizeList(game)[win.index]?.condition : undefined;
  if (!win || !condition) return null;
  let next: StoredPrizeWin | null = null;
  if (change.lost.includes(condition) && !win.lineLost && !win.keptCells?.includes(cell.idx)) {
    next = { ...win, lineLost: { at: now, idx: cell.idx, label: cell.label, cause: cell.cause } };
  } else if (change.met.includes(condition) && win.lineLost) {
    const { lineLost: _cleared, ...rest } = win;
    next = rest;
  }
  if (!next) return null;
  const changed = next;
  return JSON.stringify(wins.map((w) => (w === win ? changed : w)));
}

/** After the commit of a change that flagged or cleared an award: the staff's screens are told at once. */
export function announcePrizeLine(ctx: AppContext, game: GameRow, playerId: string): void {
  const prizes = presentPrizeAwards(game, true);
  const prize = prizes.find((p) => p.winner?.id === playerId);
  if (prize) publishPrizeLine(ctx, game.id, { prize, prizes });
}

/** The host's decision about one awarded prize: which prize (1-based place) and whose. */
export interface PrizeLineDecision {
  place: string;
  playerId: string;
  /** The deciding host's user id. */
  by: string;
}

/** The prize's 0-based index from its place in the URL, or a 404 for a place the game does not have. */
function prizeIndexOf(game: GameRow, place: string): number {
  const index = /^\d{1,2}$/.test(place) ? Number(place) - 1 : -1;
  if (index < 0 || index >= prizeList(game).length) throw refuse(ErrorCode.PRIZE_NOT_FOUND);
  return index;
}

/**
 * Decides about a flagged award in one locked transaction: refused, changing nothing, when the game is over,
 * the prize is not (or no longer) the named player's, or its winner's card meets its condition (again).
 */
async function decide(
  ctx: AppContext,
  gameId: string,
  decision: PrizeLineDecision,
  change: (
    trx: Db,
    locked: GameRow,
    win: StoredPrizeWin & { lineLost: NonNullable<StoredPrizeWin['lineLost']> },
    now: string,
  ) => Promise<StoredPrizeWin | null>,
): Promise<GameRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockGame(trx, ctx.dbKind, gameId);
    if (!locked) throw notFound('Game not found');
    const index = prizeIndexOf(locked, decision.place);
    if (isSettled(gameStage(clockOf(locked), Date.now()))) throw conflict(ErrorCode.GAME_ENDED);
    const wins = gamePrizeWins(locked);
    const win = wins.find((w) => w.index === index);
    if (!win || win.playerId !== decision.playerId) throw conflict(ErrorCode.PRIZE_NOT_AWARDED);
    const { lineLost } = win;
    if (!lineLost) throw conflict(ErrorCode.PRIZE_LINE_INTACT);
    const now = new Date().toISOString();
    const next = await change(trx, locked, { ...win, lineLost }, now);
    const awards = wins.flatMap((w) => (w !== win ? [w] : next ? [next] : []));
    const prize_awards = JSON.stringify(awards);
    await updateGame(trx, locked.id, { prize_awards });
    return { ...locked, prize_awards };
  });
}

/** The prize at `place` as the staff see it, with every prize. */
function decisionAnswer(game: GameRow, place: string): TPrizeLineDecision {
  const prizes = presentPrizeAwards(game, true);
  const prize = prizes[Number(place) - 1];
  if (!prize) throw new Error('the decided prize is missing');
  return { prize, prizes };
}

/**
 * "Keep the prize": the winner keeps it although their card no longer meets its condition; the decision is
 * recorded (when, by whom) and a later loss by the same cell asks nothing again. The staff's screens are told.
 */
export async function keepPrize(
  ctx: AppContext,
  game: GameRow,
  decision: PrizeLineDecision,
): Promise<TPrizeLineDecision> {
  const kept = await decide(ctx, game.id, decision, async (_trx, _locked, win, now) => {
    const { lineLost, ...rest } = win;
    const keptCells = [...new Set([...(win.keptCells ?? []), lineLost.idx])];
    return { ...rest, keptCells, keptAt: now, keptBy: decision.by };
  });
  const answer = decisionAnswer(kept, decision.place);
  publishPrizeLine(ctx, kept.id, answer);
  return answer;
}

/**
 * "Withdraw the prize": the award is removed, so that prize is open again and the next to award (before any
 * later prize still open); its winner may call BINGO! again. Their awarded call reads `withdrawn` on their phones
 * (its reason: how the photo left the line);
 * every screen of the game gets the prizes as they are now (`prize:withdrawn`, `game:updated`).
 */
export async function withdrawPrize(
  ctx: AppContext,
  game: GameRow,
  decision: PrizeLineDecision,
): Promise<TPrizeLineDecision> {
  let call: BingoCallWithName | undefined;
  let playerName = '';
  let cause: TPrizeLineCause = 'rejected';
  let playerCount = 0;
  const withdrawn = await decide(ctx, game.id, decision, async (trx, locked, win, now) => {
    playerName = win.playerName;
    cause = win.lineLost.cause;
    call = await withdrawAwardedCall(trx, {
      gameId: locked.id,
      playerId: win.playerId,
      prizeIndex: win.index,
      at: now,
      by: decision.by,
      reason: cause,
    });
    playerCount = locked.player_count;
    return null;
  });
  if (call) publishBingoAnswered(ctx, withdrawn.id, presentBingoCall(call, withdrawn));
  const prizes: TPrizeAward[] = presentPrizeAwards(withdrawn);
  const prize = prizes[Number(decision.place) - 1];
  if (prize) {
    publishPrizeWithdrawn(ctx, withdrawn.id, {
      prize,
      prizes,
      playerId: decision.playerId,
      playerName,
      cause,
    });
  }
  publishGameUpdated(ctx, withdrawn.id, presentGameSummary(withdrawn, playerCount));
  return decisionAnswer(withdrawn, decision.place);
}
