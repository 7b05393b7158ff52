import {
  gameStage,
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
import type { BingoCallWithName } from '../../db/repositories/bingo-calls.repo';
import { presentBingoCall } from '../../presenters/bingo-call';
import { clockOf, presentGameSummary } from '../../presenters/game';
import { settleCallsOnAward } from '../bingo-calls/record-bingo-call';
import { changeGameState } from '../game-lifecycle/moves/change-game-state';
import { awardEvents, winnerChanges } from '../game-lifecycle/moves/complete';
import { playStoppedAt } from '../game-lifecycle/play-clock';
import { publishMove } from '../game-lifecycle/publish-move';
import { nextPrize, prizeAwards, prizeCandidates, prizeWonBy, withPrizeWin } from './prizes';

export const PRIZE_NOT_MET = (prize: string) =>
  `This player's card doesn't meet the win condition of ${prize} yet`;

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
  const stage = gameStage(clockOf(locked), now.getTime());
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
  const { game: awarded, playerCount } = await changeGameState(ctx, game.id, async (locked, now, trx) => {
    const next = nextPrize(locked);
    let changes: GameChanges;
    if (locked.win_mode !== 'prizes') changes = winnerChanges(locked, now, player.id, player.name);
    else {
      const current = await findPlayerById(trx, player.id);
      if (!current || current.status === 'removed') throw notFound('Player not found');
      const over = isPlayOver(gameStage(clockOf(locked), now.getTime()));
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
  const announced = await awardEvents(ctx, awarded);
  publishMove(ctx, game.id, 'complete', {
    'game:updated': [presentGameSummary(awarded, playerCount)],
    'bingo:answered': answered.map((call) => presentBingoCall(call, awarded)),
    ...announced,
  });
  const prizes = prizeAwards(awarded);
  const prize = prizes.find((p) => p.winner?.id === player.id);
  if (!prize) throw new Error('the awarded prize is missing');
  return { prize, prizes, leaderboard: announced['game:winner'][0] ?? null };
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
