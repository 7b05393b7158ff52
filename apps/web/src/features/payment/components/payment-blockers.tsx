import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { gamePaths } from '@/lib/paths';

/** What the server says still stops this game from being paid for, with the way back to fix it. */
export function PaymentBlockers({ code, problems }: { code: string; problems: readonly string[] }) {
  return (
    <Alert variant="warning" title="Finish setting up the game before you pay">
      <ul className="list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <Link
        to={gamePaths.eventSetup(code)}
        className="mt-1 inline-block font-semibold underline underline-offset-2"
      >
        Back to Event Setup
      </Link>
    </Alert>
  );
}
