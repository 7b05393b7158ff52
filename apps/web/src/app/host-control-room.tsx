import type { TGame } from '@picture-bingo/shared';
import { LobbyStart } from '@/features/players-queue/components/lobby-start';
import { GameResultsPage } from '@/features/results/components/results-page';
import { ControlRoom } from '@/features/room/components/control-room';
import { viewerCan } from '@/game/abilities';

/**
 * The host's control room (features/room), given the pieces other features own: the lobby's players and Start,
 * and a finished game's results. The room page and room details both show it.
 */
export function HostControlRoom({ game, page }: { game: TGame; page: 'room' | 'details' }) {
  return (
    <ControlRoom
      game={game}
      page={page}
      lobby={<LobbyStart game={game} />}
      results={<GameResultsPage code={game.gameCode} role="host" canShare={viewerCan(game, 'own')} />}
    />
  );
}
