import { gameStage, isPlayOver, type TGameSummary, type TLeaderboard } from '@picture-bingo/shared';

/** Where the game stands for the gallery's cards: still played, over (with each card's place once ranked), or cancelled. */
export interface CardStandings {
  over: 'no' | 'finished' | 'cancelled';
  /** Each card's place in the final leaderboard, once the winner is chosen. */
  places: ReadonlyMap<string, number>;
}

export const STILL_PLAYING: CardStandings = { over: 'no', places: new Map() };

/** The cards' standing from the game and its final leaderboard (null until the winner is chosen). */
export function cardStandings(game: TGameSummary, leaderboard: TLeaderboard | null): CardStandings {
  const stage = gameStage(game);
  if (stage === 'cancelled') return { over: 'cancelled', places: new Map() };
  if (!isPlayOver(stage)) return STILL_PLAYING;
  return { over: 'finished', places: new Map(leaderboard?.entries.map((e) => [e.id, e.rank]) ?? []) };
}
