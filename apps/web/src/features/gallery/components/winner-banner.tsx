import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { gamePaths } from '@/lib/paths';

/** Once the host chose the winner: who it is, and the way to the leaderboard. */
export function WinnerBanner({ code, name }: { code: string; name: string }) {
  return (
    <Alert variant="success" title={`Winner: ${name}`}>
      <Link to={gamePaths.progress(code)} className="font-semibold underline underline-offset-2">
        See the leaderboard
      </Link>
    </Alert>
  );
}
