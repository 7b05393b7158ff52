import { GameResultsPage } from '@/features/results/components/results-page';
import { useRoomCode } from '@/hooks/use-room-code';
import { viewerCan } from '@/game/abilities';
import { RoleGate } from '../room/role-gate';

/** /results/{code}: the game's results for its host (from their account) and its players. */
export default function ResultsRoute() {
  const code = useRoomCode();
  return (
    <RoleGate
      code={code}
      host={(game) => (
        <GameResultsPage
          key={game.gameCode}
          code={game.gameCode}
          role="host"
          canShare={viewerCan(game, 'own')}
        />
      )}
      player={<GameResultsPage key={code} code={code} role="player" />}
    />
  );
}
