import {
  nextPrizeIndex,
  prizeListOf,
  type TPrize,
  type TPrizeAward,
  type TWinCondition,
} from '@picture-bingo/shared';
import {
  gamePrizes,
  gamePrizeWins,
  type GameRow,
  type StoredPrizeWin,
} from '../../db/repositories/games.repo';
import type { PlayerRow } from '../../db/repositories/players.repo';
import { presentPrizeAwards } from '../../presenters/game';
import { REACHED_AT } from '../play/board-completion';

/** The prizes a game plays for, in order (one "BINGO!" prize for its win condition in 'first' mode). */
export function prizeList(game: GameRow): TPrize[] {
  return prizeListOf(game.win_mode, gamePrizes(game), game.win_condition);
}

/** Every prize of the game with its winner so far (the winner's name as at the award). */
export const prizeAwards = (game: GameRow): TPrizeAward[] => presentPrizeAwards(game);

/** The prize to award next (0-based) and its condition, or null once every prize is won. */
export function nextPrize(game: GameRow): { index: number; prize: TPrize; last: boolean } | null {
  const list = prizeList(game);
  const index = nextPrizeIndex(list, gamePrizeWins(game));
  const prize = index === null ? undefined : list[index];
  if (index === null || !prize) return null;
  return { index, prize, last: index === list.length - 1 };
}

/** The prize this player already won, if any (a player wins at most one prize). */
export function prizeWonBy(game: GameRow, playerId: string): StoredPrizeWin | undefined {
  return gamePrizeWins(game).find((w) => w.playerId === playerId);
}

/**
 * When the player's card first met `condition` (server time) and still meets it, counting only a completion
 * from before `stoppedAt` (play stopped: time-up, pause); null otherwise.
 */
export function reachedAt(
  player: PlayerRow,
  condition: TWinCondition,
  stoppedAt: string | null,
): string | null {
  const at = player[REACHED_AT[condition]];
  if (at === null || (stoppedAt !== null && at > stoppedAt)) return null;
  return at;
}

/**
 * Who may win the next prize now: players not removed who have not won a prize and whose card meets its
 * condition, earliest completion first (server time), ties by id. The first of them wins an auto-confirmed prize.
 */
export function prizeCandidates(
  game: GameRow,
  players: readonly PlayerRow[],
  condition: TWinCondition,
  stoppedAt: string | null,
): { player: PlayerRow; at: string }[] {
  const winners = new Set(gamePrizeWins(game).map((w) => w.playerId));
  return players
    .filter((p) => p.status !== 'removed' && !winners.has(p.id))
    .flatMap((player) => {
      const at = reachedAt(player, condition, stoppedAt);
      return at === null ? [] : [{ player, at }];
    })
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.player.id < b.player.id ? -1 : 1));
}

/** games.prize_awards with one more prize won. */
export function withPrizeWin(game: GameRow, win: StoredPrizeWin): string {
  return JSON.stringify([...gamePrizeWins(game), win]);
}
