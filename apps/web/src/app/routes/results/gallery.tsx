import { GalleryView } from '@/features/gallery/components/gallery-view';
import { useRoomCode } from '@/hooks/use-room-code';
import { RoleGate } from '../room/role-gate';

/** /gallery/{code}: the game's host and its players see every board (the host from their account). */
export default function GalleryRoute() {
  const code = useRoomCode();
  return (
    <RoleGate
      code={code}
      host={(game) => <GalleryView key={game.gameCode} code={game.gameCode} role="host" />}
      player={<GalleryView key={code} code={code} role="player" />}
    />
  );
}
