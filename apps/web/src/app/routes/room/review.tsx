import { HostGameGate } from '@/components/game/host-game-gate';
import { ReviewView } from '@/features/review/components/review-view';
import { useRoomCode } from '@/hooks/use-room-code';

export default function ReviewRoute() {
  const code = useRoomCode();
  return <HostGameGate code={code}>{(game) => <ReviewView key={game.gameCode} game={game} />}</HostGameGate>;
}
