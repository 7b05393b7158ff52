import { HostGameGate } from '@/components/game/host-game-gate';
import { useRoomCode } from '@/hooks/use-room-code';
import { HostControlRoom } from '../../host-control-room';

/** /host/{code}/room-details: the game's control room (payment, Start and the games lists lead here). */
export default function RoomDetailsRoute() {
  const code = useRoomCode();
  return (
    <HostGameGate code={code}>
      {(game) => <HostControlRoom key={game.gameCode} game={game} page="details" />}
    </HostGameGate>
  );
}
