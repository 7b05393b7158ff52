import { INVALID_ROOM_CODE } from '@picture-bingo/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { gameSummaryQueryOptions } from '@/lib/player-game';
import { PlayerJoinForm } from './player-join-form';

/** /room/{code}/player-name for players: the game's title, then the name form. */
export function PlayerNameScreen({ code }: { code: string }) {
  const summary = useQuery(gameSummaryQueryOptions(code));
  if (summary.data) return <PlayerJoinForm key={summary.data.gameCode} game={summary.data} />;
  if (summary.isPending) return <PageSpinner label="Loading game" />;
  const notFound = summary.error instanceof ApiError && summary.error.status === 404;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-start gap-4">
      <Alert variant="error">{notFound ? INVALID_ROOM_CODE : errorMessage(summary.error)}</Alert>
      {notFound ? (
        <Link to="/join" className={buttonClasses({ variant: 'outlined' })}>
          Back to Join a Game
        </Link>
      ) : (
        <Button variant="outlined" onClick={() => void summary.refetch()} loading={summary.isFetching}>
          Try again
        </Button>
      )}
    </div>
  );
}
