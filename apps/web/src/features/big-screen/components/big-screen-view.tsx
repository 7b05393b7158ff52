import { GAME_CANCELLED } from '@picture-bingo/shared';
import type { TGame, TGameSummary } from '@picture-bingo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { refreshProgress } from '@/lib/progress-cache';
import { Leaderboard } from '@/components/game/leaderboard';
import { progressQueryOptions } from '@/lib/game-results';
import { useLiveScreen } from '../hooks/use-live-screen';
import { screenMode } from '../utils/photo-wall';
import { LobbyPanel } from './lobby-panel';
import { PhotoWall } from './photo-wall';
import { ScreenShell } from './screen-shell';
import { Standings } from './standings';

/** The live game on a projector: the lobby, the photo wall and leaderboard, the winner, or the cancellation. */
export function BigScreenView({ game: loaded }: { game: TGame }) {
  const code = loaded.gameCode;
  const queryClient = useQueryClient();
  const live = useLiveScreen(code);
  // The socket's snapshot and updates once connected; the loaded game until then.
  const game: TGameSummary = live.game ?? loaded;
  const mode = screenMode(game);
  const progress = useQuery({ ...progressQueryOptions(code, 'host'), enabled: mode !== 'lobby' });
  const leaderboard = progress.data?.leaderboard ?? null;
  const missingWinner = mode === 'completed' && progress.data !== undefined && leaderboard === null;

  // Completed, but the winner event was missed (or has not come yet): ask once more.
  useEffect(() => {
    if (missingWinner) refreshProgress(queryClient, code, 'host');
  }, [missingWinner, queryClient, code]);

  return (
    <ScreenShell
      title={game.eventTitle || 'Picture Bingo'}
      aside={
        <div className="flex flex-col items-end gap-2">
          {mode !== 'lobby' && mode !== 'cancelled' && (
            <p className="text-2xl text-slate-300">
              Room code <span className="font-mono font-bold tracking-widest text-white">{code}</span>
            </p>
          )}
          <ConnectionNotice connection={live.connection} />
        </div>
      }
    >
      {live.connection === 'refused' && (
        <Alert variant="error" title="Live updates stopped" className="max-w-3xl">
          {live.refusal ?? 'The screen could not connect to the game.'} Reload the page to try again.
        </Alert>
      )}
      {mode === 'lobby' && <LobbyPanel game={game} players={live.game ? live.players : null} />}
      {mode === 'playing' && (
        <div className="grid gap-10 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <PhotoWall code={code} />
          <Standings game={game} ranking={progress.data?.ranking ?? null} />
        </div>
      )}
      {mode === 'completed' &&
        (leaderboard ? (
          <Leaderboard leaderboard={leaderboard} size="lg" className="mx-auto w-full max-w-5xl" />
        ) : (
          <p role="status" className="text-4xl text-slate-200">
            And the winner is…
          </p>
        ))}
      {mode === 'cancelled' && <p className="text-6xl font-bold text-amber-300">{GAME_CANCELLED}</p>}
    </ScreenShell>
  );
}
