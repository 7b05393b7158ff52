import {
  gameStage,
  GAME_NOT_FOUND,
  isBeforeStart,
  meetsWinCondition,
  type TBingoResponse,
  ErrorCode,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import { findPlayerById, listCells, listGameCards, type PlayerRow } from '../../db/repositories/players.repo';
import { notFound, conflict, refuse } from '../../errors';

import { clockOf } from '../../presenters/game';
import { publishBingoCalled, publishPlayerCompleted } from '../../realtime/publish';
import type { BingoCallWithName } from '../../db/repositories/bingo-calls.repo';
import { recordBingoCall, settleCallsOnAward } from '../bingo-calls/record-bingo-call';
import { nextPrize, prizeCandidates, prizeList, prizeWonBy } from '../results/prizes';
import type { Db } from '../../db/kysely';
import type { CellRow } from '../../db/repositories/players.repo';
import type { TGameStage, TWinCondition } from '@picture-bingo/shared';
import { isFirstToComplete, REACHED_AT, syncBoardCompletion } from './board-completion';
import { queueRemovedPlayersPhotos } from '../media/queue-removed-players-photos';
import { finishMediaDeletions } from '../retention/media-deletions';
import {
  autoConfirmPrize,
  autoConfirmWinner,
  publishAutoConfirm,
} from '../game-lifecycle/moves/auto-confirm';
import { playStoppedAt } from '../game-lifecycle/play-clock';
import { awaitsDecision, countsOnCard } from './cell-state';

/**
 * BINGO! is checked against the stored card, never the client's view. The completion time is the one the
 * server recorded when the card first met the condition: a claim after time-up (or during a pause) counts only
 * if the card was complete before play stopped; a card completed later (a photo approved after time-up) cannot
 * claim, and nothing changes. An accepted claim is announced to the whole game room (`bingo:called`), and with
 * the auto-confirm rule the first valid claim names the winner in the same locked transaction.
 */
export async function claimBingo(
  ctx: AppContext,
  game: GameRow,
  player: PlayerRow,
  caller: PlayerRow = player,
): Promise<TBingoResponse> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockGame(trx, ctx.dbKind, game.id);
    const me = await findPlayerById(trx, player.id);
    if (!locked || !me) throw notFound(GAME_NOT_FOUND);
    if (me.status === 'removed') throw refuse(ErrorCode.REMOVED_FROM_GAME);
    // A member calls for their team's card while they are still in the game and on that team.
    if (caller.id !== me.id) {
      const member = await findPlayerById(trx, caller.id);
      if (!member || member.status === 'removed') throw refuse(ErrorCode.REMOVED_FROM_GAME);
      if (member.team_id !== me.team_id || me.kind !== 'team') throw notFound(GAME_NOT_FOUND);
    }
    const now = new Date();
    const stage = gameStage(clockOf(locked), now.getTime());
    if (stage === 'cancelled') throw conflict(ErrorCode.GAME_ENDED);
    if (isBeforeStart(stage)) throw conflict(ErrorCode.GAME_NOT_STARTED);
    const cells = await listCells(trx, me.id);
    if (locked.win_mode === 'prizes') return claimPrize(trx, ctx, locked, me, caller, cells, stage, now);
    let completedAt: string | null;
    let newly = false;
    if (stage === 'playing') {
      const progress = await syncBoardCompletion(trx, locked, me, now.toISOString());
      if (!progress.meets) throw conflict(ErrorCode.BINGO_UNFINISHED);
      completedAt = progress.completedAt;
      newly = progress.newlyCompleted;
    } else {
      // Play has stopped: the card is judged as it stood then, and nothing is recorded now.
      const marked = cells.map(countsOnCard);
      if (!meetsWinCondition(marked, locked.board_size, locked.win_condition))
        throw conflict(ErrorCode.BINGO_UNFINISHED);
      const stoppedAt = playStoppedAt(locked, now);
      completedAt = me.completed_at;
      if (completedAt === null || (stoppedAt !== null && completedAt > stoppedAt)) {
        throw conflict(stage === 'paused' ? ErrorCode.BINGO_WHILE_PAUSED : ErrorCode.BINGO_TOO_LATE);
      }
    }
    if (!completedAt) throw conflict(ErrorCode.BINGO_UNFINISHED);
    const first = await isFirstToComplete(trx, locked.id, me.id);
    const pendingPhotos = cells.filter(awaitsDecision).length;
    // After the winner is chosen a claim is answered (the card did win its race or not) but not announced.
    const announce = stage !== 'completed';
    let winner: GameRow | null = null;
    if (announce && locked.auto_confirm_winner === 1 && locked.winner_player_id === null) {
      winner = await autoConfirmWinner(trx, ctx, locked, now, me);
    }
    const playerCount = winner ? locked.player_count : 0;
    const answered = announce
      ? await keepCall(trx, locked, me, caller, cells, now, {
          condition: locked.win_condition,
          prizeIndex: null,
          first,
          awardedTo: winner ? me.id : null,
          completes: true,
        })
      : [];
    return {
      deleted: await photosOfCompletion(trx, winner, now),
      completedAt,
      first,
      newly,
      pendingPhotos,
      announce,
      winner,
      playerCount,
      name: me.name,
      now,
      awarded: false,
      answered,
    };
  });
  await finishMediaDeletions(ctx, result.deleted);
  if (result.newly) {
    publishPlayerCompleted(ctx, game.id, {
      playerId: player.id,
      completedAt: result.completedAt,
      first: result.first,
    });
  }
  if (result.announce) {
    publishBingoCalled(ctx, game.id, {
      playerId: player.id,
      playerName: result.name,
      callerId: caller.id,
      callerName: caller.name,
      calledAt: result.now.toISOString(),
      first: result.first,
      pendingPhotos: result.pendingPhotos,
    });
  }
  await publishAutoConfirm(
    ctx,
    game,
    result.answered,
    result.winner && { game: result.winner, playerCount: result.playerCount, prize: result.awarded },
  );
  return { accepted: true, completedAt: result.completedAt, first: result.first };
}

/** When the claim completed the game (`won`): its removed players' photos, queued for deletion. */
function photosOfCompletion(trx: Db, won: GameRow | null, now: Date): Promise<string[]> | string[] {
  return won && gameStage(clockOf(won)) === 'completed'
    ? queueRemovedPlayersPhotos(trx, won.id, now.toISOString())
    : [];
}

/** You already won a prize: the next ones are for the others. */
export const YOU_ALREADY_WON = (prize: string) => `You have already won a prize: ${prize}`;

/**
 * BINGO! in a 'prizes' game, inside claimBingo's locked transaction: the claim is for the next prize not yet
 * awarded, and counts when the stored card met that prize's condition (before play stopped) and the player has
 * not won a prize yet. `first`: the claimer is the earliest such card (server time). With auto-confirm the prize
 * goes at once to the earliest eligible card, which is the claimer unless another card met the condition
 * earlier (ties by server time: the earlier completion wins); the last prize completes the game.
 */
async function claimPrize(
  trx: Db,
  ctx: AppContext,
  locked: GameRow,
  me: PlayerRow,
  caller: PlayerRow,
  cells: CellRow[],
  stage: TGameStage,
  now: Date,
) {
  let newly = false;
  let progressAt: string | null = null;
  if (stage === 'playing') {
    const progress = await syncBoardCompletion(trx, locked, me, now.toISOString());
    newly = progress.newlyCompleted;
    progressAt = progress.completedAt;
  }
  const current = (await findPlayerById(trx, me.id)) ?? me;
  const next = nextPrize(locked);
  const won = prizeWonBy(locked, me.id);
  if (won && next)
    throw conflict(ErrorCode.ALREADY_WON, YOU_ALREADY_WON(prizeList(locked)[won.index]?.name ?? ''));
  const condition = next?.prize.condition ?? locked.win_condition;
  const stoppedAt = playStoppedAt(locked, now);
  const mine = prizeCandidates({ ...locked, prize_awards: '[]' }, [current], condition, stoppedAt)[0];
  if (!mine) {
    if (stage === 'paused' && current[REACHED_AT[condition]] !== null)
      throw conflict(ErrorCode.BINGO_WHILE_PAUSED);
    if (stage !== 'playing' && current[REACHED_AT[condition]] !== null)
      throw conflict(ErrorCode.BINGO_TOO_LATE);
    throw conflict(ErrorCode.BINGO_UNFINISHED);
  }
  const pendingPhotos = cells.filter(awaitsDecision).length;
  const announce = stage !== 'completed' && next !== null;
  let first = false;
  let winner: GameRow | null = null;
  let awardedTo: string | null = null;
  if (next) {
    const players = await listGameCards(trx, locked.id);
    first = prizeCandidates(locked, players, condition, stoppedAt)[0]?.player.id === me.id;
    if (announce && locked.auto_confirm_winner === 1) {
      const auto = await autoConfirmPrize(trx, ctx, locked, now);
      if (auto) {
        winner = auto.game;
        awardedTo = auto.to.id;
      }
    }
  }
  const playerCount = winner ? locked.player_count : 0;
  const answered =
    announce && next
      ? await keepCall(trx, locked, me, caller, cells, now, {
          condition,
          prizeIndex: next.index,
          first,
          awardedTo,
          completes: next.last,
        })
      : [];
  return {
    deleted: await photosOfCompletion(trx, winner, now),
    completedAt: mine.at,
    first,
    newly: newly && progressAt !== null,
    pendingPhotos,
    announce,
    winner,
    playerCount,
    name: me.name,
    now,
    awarded: true,
    answered,
  };
}

/**
 * Keeps the accepted call open for the owner and co-hosts; an auto-confirmed award answers it (and the calls it
 * overtakes) in the same transaction.
 */
async function keepCall(
  trx: Db,
  locked: GameRow,
  card: PlayerRow,
  caller: PlayerRow,
  cells: CellRow[],
  now: Date,
  call: {
    condition: TWinCondition;
    prizeIndex: number | null;
    first: boolean;
    awardedTo: string | null;
    completes: boolean;
  },
): Promise<BingoCallWithName[]> {
  const at = now.toISOString();
  await recordBingoCall(trx, {
    gameId: locked.id,
    boardSize: locked.board_size,
    cardId: card.id,
    callerName: caller.name,
    condition: call.condition,
    prizeIndex: call.prizeIndex,
    first: call.first,
    cells,
    at,
  });
  if (call.awardedTo === null) return [];
  const award = {
    gameId: locked.id,
    winnerId: call.awardedTo,
    prizeIndex: call.prizeIndex,
    completes: call.completes,
    at,
  };
  return settleCallsOnAward(trx, award, null);
}
