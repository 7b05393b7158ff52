import { BoardScreen } from '@/features/board/components/board-screen';
import { useBoardPrefetch } from '@/features/board/hooks/use-board-prefetch';
import { PlayerSessionGate } from '@/features/join/components/player-session-gate';
import { useRoomCode } from '@/hooks/use-room-code';

/** /game-board/{code}: the player's card (a player session, no account). */
export default function GameBoardRoute() {
  const code = useRoomCode();
  useBoardPrefetch(code);
  // The card fills a phone's first screen; while the session and the card load, their spinner holds the same room,
  // so the page's footer stays below the first screen and does not jump when the card comes (a layout shift).
  return (
    <div className="min-h-[calc(100dvh-var(--spacing-nav)-1.5rem)]">
      <PlayerSessionGate>
        <BoardScreen key={code} code={code} />
      </PlayerSessionGate>
    </div>
  );
}
