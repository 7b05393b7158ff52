import { HostGameGate } from '@/components/game/host-game-gate';
import { QueueReviewView } from '@/features/review/components/queue-review-view';
import { useRoomCode } from '@/hooks/use-room-code';

export default function ModerateRoute() {
  const code = useRoomCode();
  return (
    <HostGameGate code={code}>{(game) => <QueueReviewView key={game.gameCode} game={game} />}</HostGameGate>
  );
}
