import type { TLeaderboard } from '@picture-bingo/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { progressQueryOptions } from '@/game/game-results';

/**
 * The final leaderboard on the player's board: the one the socket brought when the host decided, or (when the
 * board opens on a completed game) the one the progress call has.
 */
export function useGameOutcome(code: string, completed: boolean) {
  const [live, setLive] = useState<TLeaderboard | null>(null);
  const progress = useQuery({ ...progressQueryOptions(code, 'player'), enabled: completed && live === null });
  return {
    leaderboard: live ?? progress.data?.leaderboard ?? null,
    /** True when the leaderboard arrived while the board was open (the reader may be scrolled away). */
    arrivedLive: live !== null,
    progress,
    receive: setLive,
  };
}
