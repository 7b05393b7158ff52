import { PlayerRoom } from '@/features/lobby/components/player-room';
import { RoomView } from '@/features/room/components/room-view';
import { useRoomCode } from '@/hooks/use-room-code';
import { RoleGate } from './role-gate';

/** /room/{code}: the host's room page for its host, the lobby (or the way into it) for everyone else. */
export default function RoomRoute() {
  const code = useRoomCode();
  return (
    <RoleGate
      code={code}
      host={(game) => <RoomView key={game.gameCode} game={game} />}
      player={<PlayerRoom key={code} code={code} />}
    />
  );
}
