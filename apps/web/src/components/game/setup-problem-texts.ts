import { setupProblemList, type SetupFields, type TSetupProblem } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** One setup problem the server names (game/setup.ts SETUP_PROBLEM_KINDS), in the shown language. */
export function setupProblemText(problem: TSetupProblem): string {
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
    case 'teams':
      return m.game_problem_teams({ needed: formatCount(problem.needed) });
  }
}

/**
 * What still blocks paying for the game, in the shown language: the server's list (`setupProblemList`, which
 * knows the team count too), else the same shared rule applied to the fields at hand.
 */
export function setupProblemTexts(game: SetupFields & { setupProblemList?: TSetupProblem[] }): string[] {
  return (game.setupProblemList ?? setupProblemList(game)).map(setupProblemText);
}
