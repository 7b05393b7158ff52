import { HostGameGate } from '@/components/game/host-game-gate';
import { PlayersQueueView } from '@/features/players-queue/components/players-queue-view';
import { useRoomCode } from '@/hooks/use-room-code';

export default function PlayersQueueRoute() {
  const code = useRoomCode();
  return (
    <HostGameGate code={code}>{(game) => <PlayersQueueView key={game.gameCode} game={game} />}</HostGameGate>
  );
}
