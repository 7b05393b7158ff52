import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';

/** What still blocks paying for the game (from the server), with the way back to fix it. */
export function SetupProblems({
  code,
  problems,
  title = m.game_before_pay(),
}: {
  code: string;
  problems: readonly string[];
  title?: string;
}) {
  if (problems.length === 0) return null;
  return (
    <Alert variant="warning" title={title}>
      <ul className="list-disc ps-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <Link
        to={gamePaths.eventSetup(code)}
        className="mt-1 inline-block font-semibold underline underline-offset-2"
      >
        {m.game_back_to_setup()}
      </Link>
    </Alert>
  );
}
