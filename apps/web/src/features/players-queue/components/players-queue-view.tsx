import type { TGame } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { gamePaths } from '@/game/paths';
import { LiveQueue } from './live-queue';

/** /host/{code}/players-queue: the live queue of a paid game; an unpaid one must be paid for first. */
export function PlayersQueueView({ game }: { game: TGame }) {
  const code = game.gameCode;
  if (!game.paid) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert variant="warning" title="This game is not paid for yet">
          <p>Players can join once the game is paid for. Pay for it first, then share the room code.</p>
          <Link to={gamePaths.pricing(code)} className={cn(buttonClasses({ size: 'sm' }), 'mt-2')}>
            Go to Pricing
          </Link>
        </Alert>
        <Link to={gamePaths.room(code)} className={buttonClasses({ variant: 'outlined' })}>
          Back to Room
        </Link>
      </div>
    );
  }
  return <LiveQueue game={game} />;
}
