import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';

/** Once the host chose the winner: who it is ("You won!" on the winner's own phone), and the leaderboard. */
export function WinnerBanner({ code, name, you = false }: { code: string; name: string; you?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      {you && (
        <p className="rounded-2xl bg-violet-700 px-5 py-4 text-center text-3xl font-extrabold text-white">
          {m.gallery_you_won()}
        </p>
      )}
      <Alert variant="success" title={rich(m.gallery_winner_is, { name: <bdi>{name}</bdi> })}>
        <Link to={gamePaths.progress(code)} className="font-semibold underline underline-offset-2">
          {m.gallery_see_leaderboard()}
        </Link>
      </Alert>
    </div>
  );
}
