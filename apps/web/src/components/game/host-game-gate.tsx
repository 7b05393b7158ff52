import type { TGame } from '@picture-bingo/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { useHostGame } from '@/game/host-game';
import { m } from '@/lib/i18n/messages';

/** What a host sees for a code that is not one of their games (missing, or someone else's). */
export function GameNotFound() {
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert variant="warning" title={m.game_not_found_title()}>
        {m.game_not_found_text()}
      </Alert>
      <Link to="/host" className={buttonClasses({ variant: 'outlined' })}>
        {m.game_back_to_host()}
      </Link>
    </div>
  );
}

export interface HostGameGateProps {
  code: string;
  /** Shown while the game loads (a spinner unless given). */
  loading?: ReactNode;
  children: (game: TGame) => ReactNode;
}

/** Loads the host's game by room code and renders `children` with it; handles loading, 404 and failures. */
export function HostGameGate({ code, loading, children }: HostGameGateProps) {
  const query = useHostGame(code);
  // A failed background refetch keeps the game on screen.
  if (query.data) return <>{children(query.data)}</>;
  if (query.isPending) return loading ?? <PageSpinner label={m.loading_game()} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <GameNotFound />;
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert variant="error">{errorMessage(query.error)}</Alert>
      <Button variant="outlined" onClick={() => void query.refetch()} loading={query.isFetching}>
        {m.try_again()}
      </Button>
    </div>
  );
}
