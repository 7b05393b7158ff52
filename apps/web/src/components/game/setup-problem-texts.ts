import { setupProblemList, type SetupFields } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/**
 * What still blocks paying for the game, in the shown language: the same list as the API's `setupProblems` (the
 * shared rule), which says them in English.
 */
export function setupProblemTexts(game: SetupFields): string[] {
  return setupProblemList(game).map((problem) => {
    switch (problem.kind) {
      case 'title':
        return m.game_problem_title();
      case 'date':
        return m.game_problem_date();
      case 'welcome':
        return m.game_problem_welcome();
      case 'freeSpace':
        return m.game_problem_free_space();
      case 'labels':
        return m.game_problem_labels({
          count: problem.missing,
          shown: formatCount(problem.missing),
          size: formatCount(problem.size),
          needed: formatCount(problem.needed),
        });
    }
  });
}
