import { REMOVED_FROM_GAME } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';

/** What a removed player sees instead of the lobby or the board: this device cannot rejoin the game. */
export function RemovedNotice() {
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
