import type { TGame } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { gamePaths } from '@/game/paths';
import { LiveQueue } from './live-queue';

/** /host/{code}/players-queue: the live queue of a paid game; an unpaid one must be paid for first. */
export function PlayersQueueView({ game }: { game: TGame }) {
  const code = game.gameCode;
  if (!game.paid) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert variant="warning" title={m.room_unpaid_title()}>
          <p>{m.room_unpaid_text()}</p>
          <Link to={gamePaths.pricing(code)} className={cn(buttonClasses({ size: 'sm' }), 'mt-2')}>
            {m.room_go_to_pricing()}
          </Link>
        </Alert>
        <Link to={gamePaths.room(code)} className={buttonClasses({ variant: 'outlined' })}>
          {m.room_back_to_room()}
        </Link>
      </div>
    );
  }
  return <LiveQueue game={game} />;
}
