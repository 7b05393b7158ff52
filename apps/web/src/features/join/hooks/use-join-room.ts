import { INVALID_ROOM_CODE } from '@picture-bingo/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { gamePaths } from '@/lib/paths';
import { getGameSummary } from '@/lib/player-game';

/** Checks that a code names an open game (GET /game/:code), then goes to its room. */
export function useJoinRoom() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (code: string) => {
      try {
        await getGameSummary(code);
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          throw new Error('Could not reach the server. Check your connection and try again.');
        }
        // Too many wrong codes from this network: the server's "Try again in N seconds" says what to do.
        if (error instanceof ApiError && error.status === 429) throw new Error(error.message);
        throw new Error(INVALID_ROOM_CODE);
      }
      return code;
    },
    onSuccess: (code) => void navigate(gamePaths.room(code)),
  });
}
