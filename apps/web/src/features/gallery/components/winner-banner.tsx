import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { gamePaths } from '@/game/paths';

/** Once the host chose the winner: who it is ("You won!" on the winner's own phone), and the leaderboard. */
export function WinnerBanner({ code, name, you = false }: { code: string; name: string; you?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      {you && (
        <p className="rounded-2xl bg-violet-700 px-5 py-4 text-center text-3xl font-extrabold text-white">
          You won!
        </p>
      )}
      <Alert variant="success" title={`Winner: ${name}`}>
        <Link to={gamePaths.progress(code)} className="font-semibold underline underline-offset-2">
          See the leaderboard
        </Link>
      </Alert>
    </div>
  );
}
