import type { TGame } from '@picture-bingo/shared';
import { lazy, Suspense } from 'react';
import { LobbyStart } from '@/features/players-queue/components/lobby-start';
import { GameResultsPage } from '@/features/results/components/results-page';
import { ControlRoom } from '@/features/room/components/control-room';
import { viewerCan } from '@/game/abilities';

// Only the game's owner invites co-hosts and moderators: the panel stays out of a helper's download.
const StaffPanel = lazy(async () => ({
  default: (await import('@/features/staff/components/staff-panel')).StaffPanel,
}));

/**
 * The host's control room (features/room), given the pieces other features own: the lobby's players and Start,
 * a finished game's results, and the owner's invites and staff. The room page and room details both show it.
 */
export function HostControlRoom({ game, page }: { game: TGame; page: 'room' | 'details' }) {
  return (
    <ControlRoom
      game={game}
      page={page}
      lobby={<LobbyStart game={game} />}
      results={<GameResultsPage code={game.gameCode} role="host" canShare={viewerCan(game, 'own')} />}
      staff={
        viewerCan(game, 'own') && (
          <Suspense fallback={null}>
            <StaffPanel code={game.gameCode} />
          </Suspense>
        )
      }
    />
  );
}
