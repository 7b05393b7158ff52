import { gameStage, playStoppedBy, type TGameSummary, type TLeaderboard } from '@picture-bingo/shared';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';

// The standings (podium, rule-worded win) load once the game has a winner: a card in play never needs them.
const Leaderboard = lazy(() =>
  import('@/components/game/leaderboard').then((m) => ({ default: m.Leaderboard })),
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
      <Alert variant="warning" title="The host cancelled this game">
        There is no winner for this game.
      </Alert>
    );
  } else if (stage === 'completed') {
    content = leaderboard ? (
      <div className="flex flex-col gap-4">
        {won && (
          <p className="rounded-2xl bg-violet-700 px-5 py-4 text-center text-3xl font-extrabold text-white">
            You won!
          </p>
        )}
        <Suspense fallback={<Spinner label="Loading the leaderboard" showLabel />}>
          <Leaderboard leaderboard={leaderboard} youId={playerId} />
        </Suspense>
      </div>
    ) : loading ? (
      <Spinner label="Loading the leaderboard" showLabel />
    ) : (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error" title="The game is over">
          The leaderboard could not be loaded: {errorMessage(error)}
        </Alert>
        <Button variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  } else if (stage === 'time-up') {
    content = (
      <Alert variant="info" title="Waiting for the winner">
        {playStoppedBy(game)}. The host will choose the winner.
      </Alert>
    );
  }

  return (
    <>
      {/* Announced once, briefly, rather than reading the whole leaderboard out (sr-only takes no space). */}
      <p role="status" className="sr-only">
        {leaderboard ? `The host chose the winner: ${won ? 'you won!' : leaderboard.winner.name}` : ''}
      </p>
      {content && (
        <div ref={ref} className="scroll-mt-24">
          {content}
        </div>
      )}
    </>
  );
}
