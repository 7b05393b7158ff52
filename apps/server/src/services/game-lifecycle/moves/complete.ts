import { ErrorCode, type TLeaderboard, type TPrizeAward } from '@picture-bingo/shared';
import type { AppContext } from '../../../context';
import type { GameChanges, GameRow } from '../../../db/repositories/games.repo';
import { conflict } from '../../../errors';
import { nextPrize, prizeAwards, withPrizeWin } from '../../results/prizes';
import { leaderboardOf, loadStandings } from '../../results/standings';
import { endOfPlayNow } from '../play-clock';
import type { TMoveEvents } from '../publish-move';
import { assertTransition } from '../transitions';

/**
 * The change that names `playerId` the winner of the locked game at `now` (its last prize, which completes the
 * game), or a 409 when the game cannot have one now. The host's choice (`complete`: results/choose-winner.ts
 * awardPrize, chooseWinner) and the auto-confirm rule (`auto-confirm`: auto-confirm.ts) each make it inside
 * their own lock.
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
 * What an award tells every screen once committed: the prize (`prize:awarded`), and once the game is complete
 * the final leaderboard (`game:winner`), ranked on the server from the stored boards.
 */
export async function awardEvents(
  ctx: AppContext,
  game: GameRow,
): Promise<Pick<TMoveEvents<'complete'>, 'prize:awarded' | 'game:winner'>> {
  const prizes = prizeAwards(game);
  const prize = latestAward(prizes);
  let leaderboard: TLeaderboard | null = null;
  if (game.winner_player_id !== null) {
    const { progress } = await loadStandings(ctx.db, game);
    leaderboard = await leaderboardOf(ctx.db, game, progress);
    if (!leaderboard) throw new Error('the completed game has no winner');
  }
  return {
    'prize:awarded': prize ? [{ prize, prizes }] : [],
    'game:winner': leaderboard ? [leaderboard] : [],
  };
}
