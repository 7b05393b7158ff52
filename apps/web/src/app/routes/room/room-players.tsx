import { HostGameGate } from '@/components/game/host-game-gate';
import { RoomPlayersView } from '@/features/gallery/components/room-players-view';
import { useRoomCode } from '@/hooks/use-room-code';

/** /room/{code}/players: the host's live view of every player's board. */
export default function RoomPlayersRoute() {
  const code = useRoomCode();
  return (
    <HostGameGate code={code}>{(game) => <RoomPlayersView key={game.gameCode} game={game} />}</HostGameGate>
  );
}
