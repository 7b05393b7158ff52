import { HostGameGate } from '@/components/game/host-game-gate';
import { RoomDetailsView } from '@/features/room/components/room-details-view';
import { useRoomCode } from '@/hooks/use-room-code';

export default function RoomDetailsRoute() {
  const code = useRoomCode();
  return (
    <HostGameGate code={code}>{(game) => <RoomDetailsView key={game.gameCode} game={game} />}</HostGameGate>
  );
}
