import { type TErrorCode } from '@picture-bingo/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { useRoomCode } from '@/hooks/use-room-code';
import { errorText, useErrorTexts } from '@/lib/error-text';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { getMembership } from '@/game/player-game';

/** How often a removed device asks whether the host undid the removal (it has no socket to be told on). */
const RESTORE_CHECK_MS = 5000;

/**
 * What a removed player sees instead of the lobby or the board: this device cannot rejoin the game, unless the
 * host undoes the removal; the page notices that by itself and opens the game again. `code` is the server's
 * reason (a 403's code, `you:removed` or `you:moved`): a player who continued on another device
 * (MOVED_TO_ANOTHER_DEVICE) is told that instead.
 */
export function RemovedNotice({ code: reason }: { code?: string | null }) {
  const moved = reason === ('MOVED_TO_ANOTHER_DEVICE' satisfies TErrorCode);
  const code = useRoomCode();
  const restored = useQuery({
    queryKey: ['player-game', 'restored', code],
    queryFn: () => getMembership(code),
    enabled: code !== '' && !moved,
    retry: false,
    refetchInterval: RESTORE_CHECK_MS,
  });
  useEffect(() => {
    // Back in the game: start its screens afresh (queries, socket), as on a first visit.
    if (restored.data) window.location.assign(gamePaths.room(code));
  }, [restored.data, code]);
  // The title is the code's words: shown once they are loaded.
  const ready = useErrorTexts();
  if (!ready) return null;

  if (moved) {
    return (
      <div className="mx-auto flex w-full max-w-md flex-col items-start gap-4">
        <Alert variant="info" title={errorText('MOVED_TO_ANOTHER_DEVICE' satisfies TErrorCode)}>
          {m.game_moved_text()}
        </Alert>
        <Link to="/join" className={buttonClasses({ variant: 'outlined' })}>
          {m.game_join_another()}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-start gap-4">
      <Alert variant="warning" title={errorText('REMOVED_FROM_GAME' satisfies TErrorCode)}>
        {m.game_removed_text()}
      </Alert>
      <div className="flex flex-wrap gap-3">
        {code !== '' && (
          <Button variant="outlined" onClick={() => void restored.refetch()}>
            {m.game_check_again()}
          </Button>
        )}
        <Link to="/join" className={buttonClasses({ variant: 'outlined' })}>
          {m.game_join_another()}
        </Link>
      </div>
    </div>
  );
}
