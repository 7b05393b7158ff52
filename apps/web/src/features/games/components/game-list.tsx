import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { useGames, type GameListStatus } from '../api/get-games';
import { GameListRow } from './game-list-row';

export interface GameListProps {
  status: GameListStatus;
  /** e.g. "Loading active games..." (read when shown, in the shown language) */
  loadingText: () => string;
  emptyText?: () => string;
}

/** Active Games: games in their lobby, running or paused (drafts included). */
export const ACTIVE_GAMES = {
  status: 'active',
  loadingText: () => m.games_loading_active(),
  emptyText: () => m.games_empty_active(),
} as const satisfies GameListProps;

/** Past Games: completed and cancelled games. */
export const PAST_GAMES = {
  status: 'completed',
  loadingText: () => m.games_loading_past(),
  emptyText: () => m.games_empty_past(),
} as const satisfies GameListProps;

/** The spec's Game list: the host's games of one status, loaded on opening. */
export function GameList({ status, loadingText, emptyText = () => m.games_empty() }: GameListProps) {
  const games = useGames(status);

  if (games.isPending) return <Spinner label={loadingText()} showLabel className="py-12" />;
  if (games.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{errorMessage(games.error)}</Alert>
        <Button variant="outlined" onClick={() => void games.refetch()} loading={games.isFetching}>
          {m.try_again()}
        </Button>
      </div>
    );
  }
  if (games.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {emptyText()}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {games.data.map((game) => (
        <GameListRow key={game.uid} game={game} />
      ))}
    </ul>
  );
}
