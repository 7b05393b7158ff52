import { GAME_ENDED, ROOM_LOCKED } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { gamePaths } from '@/lib/paths';

/**
 * Why a game cannot be joined (ended, not open yet, full, closed to latecomers, locked), in place of the name form. An
 * ended game's own players get the way to its results.
 */
export function JoinRefusal({
  message,
  gameCode,
  member,
  backToJoin = false,
}: {
  message: string;
  gameCode: string;
  member: boolean;
  backToJoin?: boolean;
}) {
  const ended = message === GAME_ENDED;
  return (
    <div className="flex flex-col gap-3">
      <Alert variant={ended ? 'info' : 'warning'} title={message}>
        {ended
          ? member
            ? 'You played in this game: its results are still there for you.'
            : 'Nobody can join it any more.'
          : message === ROOM_LOCKED
            ? 'Ask the host to unlock it, then try again.'
            : 'Ask the host, or try another code.'}
      </Alert>
      <div className="flex flex-wrap gap-3 empty:hidden">
        {ended && member && (
          <Link to={gamePaths.progress(gameCode)} className={buttonClasses({ variant: 'contained' })}>
            See the results
          </Link>
        )}
        {backToJoin && (
          <Link to="/join" className={buttonClasses({ variant: 'outlined' })}>
            Back to Join a Game
          </Link>
        )}
      </div>
    </div>
  );
}
