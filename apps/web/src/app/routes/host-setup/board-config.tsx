import { HostGameGate } from '@/components/game/host-game-gate';
import { BoardConfigView } from '@/features/host-setup/components/board-config-view';
import { useRoomCode } from '@/hooks/use-room-code';

export default function BoardConfigRoute() {
  const code = useRoomCode();
  return (
    <HostGameGate code={code}>{(game) => <BoardConfigView key={game.gameCode} game={game} />}</HostGameGate>
  );
}
