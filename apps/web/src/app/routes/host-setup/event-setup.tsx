import { HostGameGate } from '@/components/game/host-game-gate';
import { EventSetupForm } from '@/features/host-setup/components/event-setup-form';
import { useRoomCode } from '@/hooks/use-room-code';

export default function EventSetupRoute() {
  const code = useRoomCode();
  return (
    <HostGameGate code={code}>{(game) => <EventSetupForm key={game.gameCode} game={game} />}</HostGameGate>
  );
}
