import { gameStage, isBeforeStart } from '@picture-bingo/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBoardPrefetch } from '@/features/board/hooks/use-board-prefetch';
import { cancelIdle, requestIdle } from '@/lib/idle';
import { membershipQueryOptions } from '@/game/player-game';

/** Once the page has nothing else to do (the lobby loaded first), or after two seconds at most. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const id = requestIdle(() => setIdle(true));
    return () => cancelIdle(id);
  }, []);
  return idle;
}

/**
 * While a joined player waits in the lobby, the card itself (dealt at join) is fetched ahead; the card screen's
 * code is the lobby page's `next` (apps/web/src/app/pages.ts). So when the host presses Start the card shows as
 * soon as the event arrives, in one render: no chunk to load, no request to wait for. Renders nothing;
 * the membership is the lobby's own query (no extra request).
 */
export function BoardPrefetch({ code }: { code: string }) {
  const me = useQuery(membershipQueryOptions(code));
  const waiting = me.data !== undefined && isBeforeStart(gameStage(me.data.game));
  const ready = useIdle() && waiting;
  useBoardPrefetch(code, ready);
  return null;
}
