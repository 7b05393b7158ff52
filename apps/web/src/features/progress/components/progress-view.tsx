import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { GameStatusBadge } from '@/components/game/game-status-badge';
import { RemovedNotice } from '@/components/game/removed-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { progressQueryOptions } from '@/game/game-results';
import { gamePaths } from '@/game/paths';
import type { GameRole } from '@/game/game-channel';
import { useLiveProgress } from '../hooks/use-live-progress';
import { Leaderboard } from '@/components/game/leaderboard';
import { ProgressSelection } from './progress-selection';
import { m } from '@/lib/i18n/messages';

type View = { name: 'leaderboard' | 'selection'; focus: boolean };

/**
 * /progress/{code}: every player's progress, live. Once the winner is chosen (here, on another screen, or
 * before a reload) the leaderboard shows; Back to Progress returns to the players.
 */
export function ProgressView({
  code,
  role,
  canChoose = false,
}: {
  code: string;
  role: GameRole;
  /** The viewer runs the game (viewerCan 'run'): they choose the winner and award prizes here. */
  canChoose?: boolean;
}) {
  const progress = useQuery(progressQueryOptions(code, role));
  // The leaderboard shows whenever there is one, unless the reader went Back to Progress.
  const [view, setView] = useState<View>({ name: 'leaderboard', focus: false });
  const showLeaderboard = () => setView({ name: 'leaderboard', focus: true });
  const live = useLiveProgress(code, role, showLeaderboard);

  if (role === 'player' && live.removedCode) return <RemovedNotice code={live.removedCode} />;
  if (!progress.data) {
    if (progress.isPending) return <Spinner label={m.progress_loading()} showLabel className="py-16" />;
    if (progress.error instanceof ApiError && progress.error.status === 403)
      return <RemovedNotice code={progress.error.code} />;
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert variant="error">{errorMessage(progress.error)}</Alert>
        <Button variant="outlined" onClick={() => void progress.refetch()} loading={progress.isFetching}>
          {m.try_again()}
        </Button>
      </div>
    );
  }

  const data = progress.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-800">
          {data.game.eventTitle}
        </p>
        <GameStatusBadge status={data.game.status} />
      </div>
      <ConnectionNotice connection={live.connection} />
      {data.leaderboard && view.name === 'leaderboard' ? (
        <Leaderboard
          leaderboard={data.leaderboard}
          autoFocus={view.focus}
          actions={
            <>
              <Link
                to={gamePaths.gallery(code)}
                className={buttonClasses({ variant: 'outlined', size: 'lg' })}
              >
                {m.board_go_to_gallery()}
              </Link>
              <Button
                variant="outlined"
                size="lg"
                onClick={() => setView({ name: 'selection', focus: true })}
              >
                {m.progress_back_to_progress()}
              </Button>
            </>
          }
        />
      ) : (
        <ProgressSelection
          progress={data}
          role={role}
          canChoose={canChoose}
          onShowLeaderboard={showLeaderboard}
          autoFocus={view.name === 'selection' && view.focus}
        />
      )}
    </div>
  );
}
