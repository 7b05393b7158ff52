import { MOVED_TO_ANOTHER_DEVICE, REMOVED_FROM_GAME } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';

/**
 * What a removed player sees instead of the lobby or the board: this device cannot rejoin the game. `message`
 * is the server's reason (a 403's message, `you:removed` or `you:moved`): a player who continued on another
 * device is told that instead.
 */
export function RemovedNotice({ message }: { message?: string | null }) {
  if (message === MOVED_TO_ANOTHER_DEVICE) {
    return (
      <div className="mx-auto flex w-full max-w-md flex-col items-start gap-4">
        <Alert variant="info" title={MOVED_TO_ANOTHER_DEVICE}>
          The host moved your card to another phone, so this device is signed out of this game. Keep playing
          on the new one.
        </Alert>
        <Link to="/join" className={buttonClasses({ variant: 'outlined' })}>
          Join another game
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-start gap-4">
      <Alert variant="warning" title={REMOVED_FROM_GAME}>
        The host took you out of this game, so this device can&apos;t join it again.
      </Alert>
      <Link to="/join" className={buttonClasses({ variant: 'outlined' })}>
        Join another game
      </Link>
    </div>
  );
}
