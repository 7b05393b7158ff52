import { BoardScreen } from '@/features/board/components/board-screen';
import { useBoardPrefetch } from '@/features/board/hooks/use-board-prefetch';
import { PlayerSessionGate } from '@/features/join/components/player-session-gate';
import { useRoomCode } from '@/hooks/use-room-code';

/** /game-board/{code}: the player's card (a player session, no account). */
export default function GameBoardRoute() {
  const code = useRoomCode();
  useBoardPrefetch(code);
  return (
    <PlayerSessionGate>
      <BoardScreen key={code} code={code} />
    </PlayerSessionGate>
  );
}
