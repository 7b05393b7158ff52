import { HostGameGate } from '@/components/game/host-game-gate';
import { RoomView } from '@/features/room/components/room-view';
import { useRoomCode } from '@/hooks/use-room-code';

export default function RoomRoute() {
  const code = useRoomCode();
  return <HostGameGate code={code}>{(game) => <RoomView key={game.gameCode} game={game} />}</HostGameGate>;
}
