import { setupProblemList, type TSetupProblem } from '@picture-bingo/shared';
import type { Db } from '../../db/kysely';
import { countTeams } from '../../db/repositories/teams.repo';
import type { GameRow } from '../../db/repositories/games.repo';

/**
 * What still blocks paying for or starting this game (empty when its setup is complete), by kind. A team game
 * plays on its teams' cards: it needs the host's teams (when their count is known here).
 */
export function gameSetupProblems(game: GameRow, teamCount?: number): TSetupProblem[] {
  return setupProblemList({
    eventTitle: game.event_title,
    eventDate: game.event_date,
    welcomeMessage: game.welcome_message,
    freeSpaceWord: game.free_space_word,
    boardSize: game.board_size,
    words: game.words,
    gameMode: game.game_mode ?? 'individual',
    ...(teamCount === undefined ? {} : { teamCount }),
  });
}

/** How many teams a team game has (undefined for an individual game: nothing to count). */
export async function teamCountOf(db: Db, game: GameRow): Promise<number | undefined> {
  return game.game_mode === 'teams' ? countTeams(db, game.id) : undefined;
}
