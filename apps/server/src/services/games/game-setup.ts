import { setupProblems } from '@picture-bingo/shared';
import type { GameRow } from '../../db/repositories/games.repo';

/** What still blocks paying for or starting this game (empty when its setup is complete). */
export function gameSetupProblems(game: GameRow): string[] {
  return setupProblems({
    eventTitle: game.event_title,
    eventDate: game.event_date,
    welcomeMessage: game.welcome_message,
    freeSpaceWord: game.free_space_word,
    boardSize: game.board_size,
    words: game.words,
  });
}
