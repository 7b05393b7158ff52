import {
  isBeforeStart,
  isPlayOver,
  type TLeaderboard,
  type TPrizeAward,
  ErrorCode,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameChanges, GameRow } from '../../db/repositories/games.repo';
import { findPlayerById, listGameCards, type PlayerRow } from '../../db/repositories/players.repo';
import { notFound, conflict } from '../../errors';
import { stageOf } from '../../policies/play';
import { publishBingoAnswered, publishPrizeAwarded, publishWinner } from '../../realtime/publish';
import type { BingoCallWithName } from '../../db/repositories/bingo-calls.repo';
import { presentBingoCall } from '../../presenters/bingo-call';
import { settleCallsOnAward } from '../bingo-calls/record-bingo-call';
import { endOfPlayNow, playStoppedAt } from '../game-lifecycle/lifecycle-stage';
import { assertTransition } from '../game-lifecycle/transitions';
import { changeGameState } from '../play/change-game-state';
import { nextPrize, prizeAwards, prizeCandidates, prizeWonBy, withPrizeWin } from './prizes';
import { leaderboardOf, loadStandings } from './standings';

export const PRIZE_NOT_MET = (prize: string) =>
  `This player's card doesn't meet the win condition of ${prize} yet`;

/**
 * The change that names `playerId` the winner of the locked game at `now` (its last prize, which completes the
 * game), or a 409 when the game cannot have one now. Shared by the host's choice (`complete`) and the auto-confirm
 * rule (claim-bingo, `auto-confirm`), each inside its own lock.
 */
export function winnerChanges(
  locked: GameRow,
  now: Date,
  playerId: string,
  playerName = '',
  move: 'complete' | 'auto-confirm' = 'complete',
): GameChanges {
  assertTransition(locked, move, move === 'complete' ? 'host' : 'system', now);
  if (locked.winner_player_id !== null) throw conflict(ErrorCode.WINNER_ALREADY_CHOSEN);
  const next = nextPrize(locked);
  const awardedAt = now.toISOString();
  return {
    status: 'COMPLETED',
    phase: 'finished',
    paused_at: null,
    // The clock stops now, unless the time limit already ran out.
    ends_at: endOfPlayNow(locked, now),
    completed_at: awardedAt,
    winner_player_id: playerId,
    ...(next
      ? { prize_awards: withPrizeWin(locked, { index: next.index, playerId, playerName, awardedAt }) }
      : {}),
  };
}

/**
 * The change that awards the locked game's next prize to `player` at `now` ('prizes' games): a 409 when the
 * game cannot award one, the player already won a prize, or their stored card does not meet the prize's
 * condition (before play stopped). The last prize completes the game (winnerChanges).
 *
 * Once play is over (the host ended it, or time ran out), `everyone` is the game's players: if none of them met
 * the prize's condition before play stopped, the prize is the host's call (the closest card, as the one winner
 * of a "first BINGO! wins" game is), so a game whose last prize nobody reached can still be completed.
 */
export function prizeChanges(
  locked: GameRow,
  now: Date,
  player: PlayerRow,
  everyone: readonly PlayerRow[] | null = null,
  move: 'complete' | 'auto-confirm' = 'complete',
): GameChanges {
  const stage = stageOf(locked, now.getTime());
  if (stage === 'cancelled') throw conflict(ErrorCode.GAME_CANCELLED);
  const next = nextPrize(locked);
  if (stage === 'completed' || !next) throw conflict(ErrorCode.WINNER_ALREADY_CHOSEN);
  if (isBeforeStart(stage)) throw conflict(ErrorCode.GAME_NOT_STARTED);
  if (prizeWonBy(locked, player.id)) throw conflict(ErrorCode.PLAYER_ALREADY_WON);
  const stoppedAt = playStoppedAt(locked, now);
  const eligible = prizeCandidates(locked, [player], next.prize.condition, stoppedAt);
  const nobodyMetIt =
    everyone !== null &&
    isPlayOver(stage) &&
    prizeCandidates(locked, everyone, next.prize.condition, stoppedAt).length === 0;
  if (eligible.length === 0 && !nobodyMetIt)
    throw conflict(ErrorCode.PRIZE_NOT_MET, PRIZE_NOT_MET(next.prize.name));
  if (next.last) return winnerChanges(locked, now, player.id, player.name, move);
  return {
    prize_awards: withPrizeWin(locked, {
      index: next.index,
      playerId: player.id,
      playerName: player.name,
      awardedAt: now.toISOString(),
    }),
  };
}

/** The earliest eligible player for the locked game's next prize (auto-confirm), read in the caller's lock. */
export async function autoPrizeWinner(
  trx: Parameters<typeof listGameCards>[0],
  locked: GameRow,
  now: Date,
): Promise<PlayerRow | null> {
  const next = nextPrize(locked);
  if (!next) return null;
  const players = await listGameCards(trx, locked.id);
  return (
    prizeCandidates(locked, players, next.prize.condition, playStoppedAt(locked, now))[0]?.player ?? null
  );
}

/**
 * The prize awarded last: the latest award, which is not always the highest place won (a prize withdrawn before
 * later ones were awarded is open again, and is awarded after them).
 */
export function latestAward(prizes: readonly TPrizeAward[]): TPrizeAward | undefined {
  let latest: TPrizeAward | undefined;
  for (const prize of prizes) {
    if (prize.winner === null || prize.awardedAt === null) continue;
    if (!latest?.awardedAt || prize.awardedAt >= latest.awardedAt) latest = prize;
  }
  return latest;
}

/**
 * After a prize's commit: every screen gets the prize (`prize:awarded`); after the last, the final leaderboard
 * too (`game:winner`).
 */
export async function announcePrize(ctx: AppContext, game: GameRow): Promise<void> {
  const prizes = prizeAwards(game);
  const prize = latestAward(prizes);
  if (prize) publishPrizeAwarded(ctx, game.id, { prize, prizes });
  if (game.winner_player_id !== null) await announceWinner(ctx, game);
}

/** After the winner's commit: every screen of the game gets the final leaderboard, ranked from stored boards. */
export async function announceWinner(ctx: AppContext, completed: GameRow): Promise<TLeaderboard> {
  const { progress } = await loadStandings(ctx.db, completed);
  const leaderboard = await leaderboardOf(ctx.db, completed, progress);
  if (!leaderboard) throw new Error('the completed game has no winner');
  publishWinner(ctx, completed.id, leaderboard);
  return leaderboard;
}

/** What awarding a prize answers: the prize, every prize so far, and the final leaderboard once complete. */
export interface PrizeAwarded {
  prize: TPrizeAward;
  prizes: TPrizeAward[];
  leaderboard: TLeaderboard | null;
}

/**
 * The host awards the game's next prize to a player (POST /game/:code/prize). In a 'prizes' game: to a player
 * whose stored card meets the prize's condition and who has not won a prize yet; the last prize completes the
 * game. In a 'first' game the one prize is the winner (chooseWinner's rules: the host's choice, once).
 */
export async function awardPrize(
  ctx: AppContext,
  game: GameRow,
  playerId: string,
  by: string | null = null,
): Promise<PrizeAwarded> {
  const player = await findPlayerById(ctx.db, playerId);
  if (!player || player.game_id !== game.id || player.status === 'removed') {
    throw notFound('Player not found');
  }
  let answered: BingoCallWithName[] = [];
  const { game: awarded } = await changeGameState(ctx, game.id, async (locked, now, trx) => {
    const next = nextPrize(locked);
    let changes: GameChanges;
    if (locked.win_mode !== 'prizes') changes = winnerChanges(locked, now, player.id, player.name);
    else {
      const current = await findPlayerById(trx, player.id);
      if (!current || current.status === 'removed') throw notFound('Player not found');
      const over = isPlayOver(stageOf(locked, now.getTime()));
      changes = prizeChanges(locked, now, current, over ? await listGameCards(trx, locked.id) : null);
    }
    const award = {
      gameId: locked.id,
      winnerId: player.id,
      prizeIndex: next?.index ?? null,
      completes: changes.winner_player_id !== undefined,
      at: now.toISOString(),
    };
    answered = await settleCallsOnAward(trx, award, by);
    return changes;
  });
  for (const call of answered) publishBingoAnswered(ctx, game.id, presentBingoCall(call, awarded));
  await announcePrize(ctx, awarded);
  const prizes = prizeAwards(awarded);
  const prize = prizes.find((p) => p.winner?.id === player.id);
  if (!prize) throw new Error('the awarded prize is missing');
  let leaderboard: TLeaderboard | null = null;
  if (awarded.winner_player_id !== null) {
    const { progress } = await loadStandings(ctx.db, awarded);
    leaderboard = await leaderboardOf(ctx.db, awarded, progress);
  }
  return { prize, prizes, leaderboard };
}

/**
 * The host names the winner, once: the game completes (uploads close, the clock stops), and every screen of
 * the game gets the final leaderboard, ranked on the server from the stored boards. In a 'prizes' game this
 * awards the last prize (the earlier ones go through POST /game/:code/prize first).
 */
export async function chooseWinner(
  ctx: AppContext,
  game: GameRow,
  playerId: string,
  by: string | null = null,
): Promise<TLeaderboard> {
  if (game.win_mode === 'prizes') {
    const next = nextPrize(game);
    if (next && !next.last) throw conflict(ErrorCode.MORE_PRIZES_FIRST);
  }
  const { leaderboard } = await awardPrize(ctx, game, playerId, by);
  if (!leaderboard) throw conflict(ErrorCode.MORE_PRIZES_FIRST);
  return leaderboard;
}
