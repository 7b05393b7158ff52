import { gameStage, isBeforeStart } from '@picture-bingo/shared';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { RemovedNotice } from '@/components/game/removed-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { membershipQueryOptions } from '@/game/player-game';
import { LobbyView } from './lobby-view';
import { m } from '@/lib/i18n/messages';

/** /room/{code} for players: the lobby once joined, the removed notice, or on to the name step. */
export function PlayerRoom({ code }: { code: string }) {
  const me = useQuery(membershipQueryOptions(code));
  if (me.data) {
    if (!isBeforeStart(gameStage(me.data.game))) return <Navigate to={gamePaths.gameBoard(code)} replace />;
    return <LobbyView membership={me.data} />;
  }
  if (me.isPending) return <PageSpinner label={m.loading_game()} />;
  if (me.error instanceof ApiError && me.error.status === 404) {
    return <Navigate to={gamePaths.playerName(code)} replace />;
  }
  if (me.error instanceof ApiError && me.error.status === 403) {
    return <RemovedNotice code={me.error.code} />;
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert variant="error">{errorMessage(me.error)}</Alert>
      <Button variant="outlined" onClick={() => void me.refetch()} loading={me.isFetching}>
        {m.try_again()}
      </Button>
    </div>
  );
}
