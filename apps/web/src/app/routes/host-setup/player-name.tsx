import { HostGameGate } from '@/components/game/host-game-gate';
import { PlayerNameForm } from '@/features/host-setup/components/player-name-form';
import { useRoomCode } from '@/hooks/use-room-code';

export default function PlayerNameRoute() {
  const code = useRoomCode();
  return (
    <HostGameGate code={code}>{(game) => <PlayerNameForm key={game.gameCode} game={game} />}</HostGameGate>
  );
}
