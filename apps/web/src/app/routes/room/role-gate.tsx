import type { TGame } from '@picture-bingo/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PlayerSessionGate } from '@/features/join/components/player-session-gate';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { hostGameQueryOptions } from '@/game/host-game';
import { m } from '@/lib/i18n/messages';

export interface RoleGateProps {
  code: string;
  host: (game: TGame) => ReactNode;
  /** Rendered inside a player session. */
  player: ReactNode;
}

/** The signed-in host of this game gets `host`; everyone else (signed in or not) is a player. */
export function RoleGate({ code, host, player }: RoleGateProps) {
  const { isAuthenticated } = useAuth();
  const hostGame = useQuery({ ...hostGameQueryOptions(code), enabled: isAuthenticated });
  const asPlayer = <PlayerSessionGate>{player}</PlayerSessionGate>;

  if (!isAuthenticated) return asPlayer;
  if (hostGame.data) return <>{host(hostGame.data)}</>;
  if (hostGame.isPending) return <PageSpinner label={m.loading_game()} />;
  // 404: not this user's game, so they are here to play.
  if (hostGame.error instanceof ApiError && hostGame.error.status === 404) return asPlayer;
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert variant="error">{errorMessage(hostGame.error)}</Alert>
      <Button variant="outlined" onClick={() => void hostGame.refetch()} loading={hostGame.isFetching}>
        {m.try_again()}
      </Button>
    </div>
  );
}
