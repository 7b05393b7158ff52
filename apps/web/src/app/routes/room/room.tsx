import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { PlayerRoom } from '@/features/lobby/components/player-room';
import { useRoomCode } from '@/hooks/use-room-code';
import { m } from '@/lib/i18n/messages';
import { BoardPrefetch } from './board-prefetch';
import { RoleGate } from './role-gate';

// Only the game's host sees it: the control room (QR code, sharing, controls, results) stays out of a player's
// download.
const HostControlRoom = lazy(async () => ({
  default: (await import('../../host-control-room')).HostControlRoom,
}));

/** /room/{code}: the game's control room for its host, the lobby (or the way into it) for everyone else. */
export default function RoomRoute() {
  const code = useRoomCode();
  return (
    <RoleGate
      code={code}
      host={(game) => (
        <Suspense fallback={<PageSpinner label={m.loading_game()} />}>
          <HostControlRoom key={game.gameCode} game={game} page="room" />
        </Suspense>
      )}
      player={
        <>
          <PlayerRoom key={code} code={code} />
          <BoardPrefetch key={`card-${code}`} code={code} />
        </>
      }
    />
  );
}
