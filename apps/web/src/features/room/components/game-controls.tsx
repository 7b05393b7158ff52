import {
  gameStage,
  isBeforeStart,
  isPlayOver,
  type TCellUpdate,
  type TGame,
  type TGameSummary,
} from '@picture-bingo/shared';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GameStatusBadge } from '@/components/game/game-status-badge';
import { TimeLeft } from '@/components/game/time-left';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { errorMessage } from '@/lib/errors';
import { gameKeys } from '@/game/host-game';
import { useGameChannel } from '@/game/game-channel';
import { gamePaths } from '@/game/paths';
import { progressListeners } from '@/game/progress-cache';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { refreshReviewQueue, usePendingCount } from '@/game/review-queue';
import { useGameAction } from '../api/game-actions';
import { EndGameDialog } from './end-game-dialog';

/**
 * Keeps the host's cached game in step with the live clock (pause, resume, end, time up), so the cache is the
 * one source: the answers of this screen's own actions land there too. The control room's one socket also keeps
 * the game's progress live (its standings) and, with photo review on, reloads the review queue on a changed cell
 * (the count of photos waiting shown on this screen).
 */
function useLiveGame(game: TGame) {
  const queryClient = useQueryClient();
  const code = game.gameCode;
  const progress = progressListeners(queryClient, code, 'host');
  const onGameUpdated = (summary: TGameSummary) => {
    progress.onGameUpdated?.(summary);
    queryClient.setQueryData<TGame>(gameKeys.host(code), (current) =>
      current
        ? {
            ...current,
            status: summary.status,
            phase: summary.phase,
            startedAt: summary.startedAt,
            endsAt: summary.endsAt,
            endedEarly: summary.endedEarly,
          }
        : current,
    );
  };
  // The host's game and the review queue under it (the count of photos waiting), and the progress.
  const onReconnected = () => {
    progress.onReconnected?.();
    void queryClient.invalidateQueries({ queryKey: gameKeys.host(code) });
  };
  const reviews = game.photoReview || game.safetyCheck !== 'off';
  const onCellUpdated = (update: TCellUpdate) => {
    progress.onCellUpdated?.(update);
    if (reviews) refreshReviewQueue(queryClient, code);
  };
  return useGameChannel(code, 'host', { ...progress, onGameUpdated, onReconnected, onCellUpdated });
}

/** Pause, Resume and End game for a started game, with its state and time left. */
export function GameControls({ game }: { game: TGame }) {
  const live = useLiveGame(game);
  const action = useGameAction(game.gameCode);
  const [confirming, setConfirming] = useState(false);
  // Photos still waiting for review, named before ending (the same query as the review counts).
  const waiting = usePendingCount(game.gameCode);
  const stage = gameStage(game);
  if (isBeforeStart(stage)) return null;
  const over = isPlayOver(stage);
  const paused = stage === 'paused';
  const pending = action.isPending ? action.variables : null;

  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="game-controls-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="game-controls-title" className="text-lg font-semibold text-slate-900">
          {m.room_game()}
        </h3>
        <GameStatusBadge status={game.status} />
      </div>
      <p className="text-slate-800">
        {rich(m.room_time_left, {
          time: <TimeLeft game={game} className="font-mono font-semibold text-violet-800" />,
        })}
      </p>
      <ConnectionNotice connection={live.connection} />
      {action.error && <Alert variant="error">{errorMessage(action.error)}</Alert>}
      {stage === 'time-up' ? (
        // Play is over and nobody has won yet: the host's next step is right here.
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">
            {game.endedEarly ? m.room_host_ended_choose() : m.room_time_up_choose()}
          </p>
          <Link
            to={gamePaths.progress(game.gameCode)}
            className={buttonClasses({ color: 'success', size: 'lg' })}
          >
            {m.room_choose_winner()}
          </Link>
        </div>
      ) : over ? (
        <p className="text-sm text-slate-700">{m.room_uploads_closed()}</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {paused ? (
            <Button loading={pending === 'resume'} onClick={() => action.mutate('resume')}>
              {m.room_resume()}
            </Button>
          ) : (
            <Button variant="outlined" loading={pending === 'pause'} onClick={() => action.mutate('pause')}>
              {m.room_pause()}
            </Button>
          )}
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {m.room_end_game()}
          </Button>
        </div>
      )}
      <EndGameDialog
        open={confirming}
        pending={pending === 'end'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => action.mutate('end', { onSettled: () => setConfirming(false) })}
        waiting={waiting}
        reviewPath={gamePaths.review(game.gameCode)}
      />
    </Card>
  );
}
