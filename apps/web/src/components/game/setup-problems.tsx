import { setupProblemList, type TGame } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { setupProblemText } from './setup-problem-texts';

/**
 * What still blocks paying for the game (the server's list, in the shown language), with the way to the page that
 * fixes it: the game rules for missing teams, else the event setup. `onRulesPage`: shown on the rules page, where
 * a team problem is fixed in place.
 */
export function SetupProblems({
  game,
  title = m.game_before_pay(),
  onRulesPage = false,
}: {
  game: TGame;
  title?: string;
  onRulesPage?: boolean;
}) {
  const problems = game.setupProblemList ?? setupProblemList(game);
  if (problems.length === 0) return null;
  const teamsOnly = problems.every((problem) => problem.kind === 'teams');
  const texts = problems.map(setupProblemText);
  return (
    <Alert variant="warning" title={title}>
      <ul className="list-disc ps-5">
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {!(teamsOnly && onRulesPage) && (
        <Link
          to={teamsOnly ? gamePaths.gameRules(game.gameCode) : gamePaths.eventSetup(game.gameCode)}
          className="mt-1 inline-block font-semibold underline underline-offset-2"
        >
          {teamsOnly ? m.game_go_to_teams() : m.game_back_to_setup()}
        </Link>
      )}
    </Alert>
  );
}
