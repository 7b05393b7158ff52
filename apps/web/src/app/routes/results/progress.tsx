import { ProgressView } from '@/features/progress/components/progress-view';
import { useRoomCode } from '@/hooks/use-room-code';
import { viewerCan } from '@/game/abilities';
import { RoleGate } from '../room/role-gate';

/** /progress/{code}: the game's host chooses the winner here; its players watch the same progress. */
export default function ProgressRoute() {
  const code = useRoomCode();
  return (
    <RoleGate
      code={code}
      host={(game) => (
        <ProgressView
          key={game.gameCode}
          code={game.gameCode}
          role="host"
          canChoose={viewerCan(game, 'run')}
        />
      )}
      player={<ProgressView key={code} code={code} role="player" />}
    />
  );
}
