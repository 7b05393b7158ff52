import { HostGameGate } from '@/components/game/host-game-gate';
import { PhotoReviewScreen } from '@/features/review/components/photo-review-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useRoomCode } from '@/hooks/use-room-code';

/** /room/{code}/moderate, where a helper's invite lands: the one review screen (also at /host/{code}/review). */
export default function ModerateRoute() {
  const code = useRoomCode();
  const { user } = useAuth();
  return (
    <HostGameGate code={code}>
      {(game) => <PhotoReviewScreen key={game.gameCode} game={game} viewerId={user?.id} />}
    </HostGameGate>
  );
}
