import { BoardScreen } from '@/features/board/components/board-screen';
import { PlayerSessionGate } from '@/features/join/components/player-session-gate';
import { useRoomCode } from '@/hooks/use-room-code';

/** /game-board/{code}: the player's card (a player session, no account). */
export default function GameBoardRoute() {
  const code = useRoomCode();
  return (
    <PlayerSessionGate>
      <BoardScreen key={code} code={code} />
    </PlayerSessionGate>
  );
}
