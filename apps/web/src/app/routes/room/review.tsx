import { HostGameGate } from '@/components/game/host-game-gate';
import { PhotoReviewScreen } from '@/features/review/components/photo-review-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useRoomCode } from '@/hooks/use-room-code';

/** /host/{code}/review: the one review screen (also at /room/{code}/moderate). */
export default function ReviewRoute() {
  const code = useRoomCode();
  const { user } = useAuth();
  return (
    <HostGameGate code={code}>
      {(game) => <PhotoReviewScreen key={game.gameCode} game={game} viewerId={user?.id} />}
    </HostGameGate>
  );
}
