import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RemovedNotice } from '@/components/game/removed-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorCodeOf } from '@/lib/error-text';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { boardQueryOptions } from '../api/get-board';
import { BoardView } from './board-view';
import { m } from '@/lib/i18n/messages';

/** /game-board/{code}: the player's own card, or why it cannot be shown. */
export function BoardScreen({ code }: { code: string }) {
  const board = useQuery(boardQueryOptions(code));
  if (board.data) return <BoardView board={board.data} />;
  if (board.isPending) return <PageSpinner label={m.board_loading()} />;
  const status = board.error instanceof ApiError ? board.error.status : 0;
  if (status === 403) return <RemovedNotice code={errorCodeOf(board.error)} />;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-start gap-4">
      <Alert variant={status === 404 ? 'warning' : 'error'}>{errorMessage(board.error)}</Alert>
      {status === 404 ? (
        <Link to={gamePaths.room(code)} className={buttonClasses({ variant: 'outlined' })}>
          {m.board_join_this_game()}
        </Link>
      ) : (
        <Button variant="outlined" onClick={() => void board.refetch()} loading={board.isFetching}>
          {m.try_again()}
        </Button>
      )}
    </div>
  );
}
