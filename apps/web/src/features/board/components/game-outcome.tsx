import { gameStage, type TGameSummary, type TLeaderboard } from '@picture-bingo/shared';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';

// The standings (podium, rule-worded win) load once the game has a winner: a card in play never needs them.
const Leaderboard = lazy(() =>
  import('@/components/game/leaderboard').then((module) => ({ default: module.Leaderboard })),
);

export interface GameOutcomeProps {
  game: TGameSummary;
  playerId: string;
  leaderboard: TLeaderboard | null;
  /** The leaderboard arrived while the board was open: it is brought into view. */
  arrivedLive: boolean;
  /** Loading or failing to load the leaderboard of a completed game. */
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** How the game ended, at the top of the player's board: the winner and leaderboard, time up, or cancelled. */
export function GameOutcome({
  game,
  playerId,
  leaderboard,
  arrivedLive,
  loading,
  error,
  onRetry,
}: GameOutcomeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const won = leaderboard?.winner.id === playerId;

  useEffect(() => {
    if (arrivedLive) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [arrivedLive]);

  const stage = gameStage(game);
  let content = null;
  if (stage === 'cancelled') {
    content = (
      <Alert variant="warning" title={m.board_cancelled_title()}>
        {m.board_cancelled_text()}
      </Alert>
    );
  } else if (stage === 'completed') {
    content = leaderboard ? (
      <div className="flex flex-col gap-4">
        {won && (
          <p className="rounded-2xl bg-violet-700 px-5 py-4 text-center text-3xl font-extrabold text-white">
            {m.board_you_won()}
          </p>
        )}
        <Suspense fallback={<Spinner label={m.board_loading_leaderboard()} showLabel />}>
          <Leaderboard leaderboard={leaderboard} youId={playerId} />
        </Suspense>
      </div>
    ) : loading ? (
      <Spinner label={m.board_loading_leaderboard()} showLabel />
    ) : (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error" title={m.board_over_title()}>
          {m.board_leaderboard_failed({ error: errorMessage(error) })}
        </Alert>
        <Button variant="outlined" onClick={onRetry}>
          {m.try_again()}
        </Button>
      </div>
    );
  } else if (stage === 'time-up') {
    content = (
      <Alert variant="info" title={m.board_waiting_winner()}>
        {game.endedEarly ? m.board_host_ended_choose() : m.board_time_up_choose()}
      </Alert>
    );
  }

  return (
    <>
      {/* Announced once, briefly, rather than reading the whole leaderboard out (sr-only takes no space). */}
      <p role="status" className="sr-only">
        {leaderboard
          ? won
            ? m.board_winner_you()
            : m.board_winner_named({ name: leaderboard.winner.name })
          : ''}
      </p>
      {content && (
        <div ref={ref} className="scroll-mt-24">
          {content}
        </div>
      )}
    </>
  );
}
