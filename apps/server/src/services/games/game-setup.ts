import { MIN_TEAMS, setupProblems } from '@picture-bingo/shared';
import type { Db } from '../../db/kysely';
import { countTeams } from '../../db/repositories/teams.repo';
import type { GameRow } from '../../db/repositories/games.repo';

/** What still blocks paying for or starting this game (empty when its setup is complete). */
export function gameSetupProblems(game: GameRow, teamCount?: number): string[] {
  const problems = setupProblems({
    eventTitle: game.event_title,
    eventDate: game.event_date,
    welcomeMessage: game.welcome_message,
    freeSpaceWord: game.free_space_word,
    boardSize: game.board_size,
    words: game.words,
  });
  // A team game plays on its teams' cards: it needs the host's teams (when their count is known here).
  if (game.game_mode === 'teams' && teamCount !== undefined && teamCount < MIN_TEAMS) {
    problems.push(`Set up at least ${MIN_TEAMS} teams.`);
  }
  return problems;
}

/** How many teams a team game has (undefined for an individual game: nothing to count). */
export async function teamCountOf(db: Db, game: GameRow): Promise<number | undefined> {
  return game.game_mode === 'teams' ? countTeams(db, game.id) : undefined;
}
