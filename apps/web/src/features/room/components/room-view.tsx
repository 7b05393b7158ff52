import { gameStage, ROLE_LABELS, UNTITLED_GAME } from '@picture-bingo/shared';
import type { TGame } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { GameStatusBadge } from '@/components/game/game-status-badge';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { gamePaths } from '@/game/paths';
import { RoomShare } from './room-share';

/** /room/{code}, the host's room page: the code and the ways to share it, and where to go next. */
export function RoomView({ game }: { game: TGame }) {
  const code = game.gameCode;
  const draft = gameStage(game) === 'draft';
  const role = game.role ?? 'owner';

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-bold [overflow-wrap:anywhere] text-slate-900">
            {game.eventTitle || UNTITLED_GAME}
          </h2>
          <GameStatusBadge status={game.status} />
        </div>
        {role !== 'owner' && (
          <p className="text-slate-800">
            You help run this game as a <strong>{ROLE_LABELS[role].toLowerCase()}</strong>.
          </p>
        )}
        {draft && role === 'owner' && (
          <Alert variant="info" title="This game is still being set up">
            <p>Finish the setup and pay for the game to let players in.</p>
            <Link to={gamePaths.eventSetup(code)} className={cn(buttonClasses({ size: 'sm' }), 'mt-2')}>
              Continue setup
            </Link>
          </Alert>
        )}
        <RoomShare code={code} />
      </Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        {!draft && (
          <Link
            to={gamePaths.reviewQueue(code)}
            className={buttonClasses({ variant: 'outlined', size: 'lg' })}
          >
            Review Queue
          </Link>
        )}
        <Link to={gamePaths.roomDetails(code)} className={buttonClasses({ variant: 'outlined', size: 'lg' })}>
          Room Details
        </Link>
        <Link to={gamePaths.playersQueue(code)} className={buttonClasses({ size: 'lg' })}>
          View Players Queue
        </Link>
      </div>
    </div>
  );
}
