import {
  INVALID_ROOM_CODE,
  joinRefusal,
  ROOM_CODE_PATTERN,
  roomCodeKey,
  type TErrorCode,
} from '@picture-bingo/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { getDeviceToken } from '@/lib/device';
import { errorText, loadErrorTexts } from '@/lib/error-text';
import { gamePaths } from '@/game/paths';
import { getGameSummary, getMembership } from '@/game/player-game';

/** Why this code cannot be joined, said on the join screen before any name is typed. */
export class JoinRefusedError extends Error {
  constructor(
    /** The refusal's code (GAME_ENDED, ROOM_LOCKED...): the screen decides by it. */
    readonly code: string,
    message: string,
    /** The game's code as issued (what its pages are addressed by). */
    readonly gameCode: string,
    /** This device played in the game: it may open the results of an ended game. */
    readonly member: boolean,
  ) {
    super(message);
    this.name = 'JoinRefusedError';
  }
}

/** "Invalid room code": by its code, so the screen shows the code's words in the shown language. */
async function invalidRoomCode(): Promise<Error> {
  await loadErrorTexts();
  return Object.assign(new Error(INVALID_ROOM_CODE), { code: 'INVALID_ROOM_CODE' satisfies TErrorCode });
}

/** Whether this device is a (not removed) player of the game; false without a player session. */
async function isMember(code: string): Promise<boolean> {
  if (!getDeviceToken()) return false;
  try {
    await getMembership(code);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a code as typed (look-alikes, case, spaces and dashes forgiven) and goes to its room, or says why
 * not: no such game, not open yet, ended (with its results for its own players), full, closed to latecomers.
 * A player of a full or closed game is let through: it is their game.
 */
export function useJoinRoom() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (typed: string) => {
      const key = roomCodeKey(typed);
      if (!ROOM_CODE_PATTERN.test(key)) throw await invalidRoomCode();
      let summary;
      try {
        summary = await getGameSummary(key);
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          await loadErrorTexts();
          throw new ApiError(
            0,
            'NETWORK_ERROR',
            'Could not reach the server. Check your connection and try again.',
          );
        }
        // Too many wrong codes from this network: "Try again in N seconds" (the answer's Retry-After) says what to do.
        if (error instanceof ApiError && error.status === 429) throw error;
        // A draft: "not open yet".
        if (error instanceof ApiError && error.status === 409)
          throw new JoinRefusedError(error.code, errorText(error.code, error.message), key, false);
        throw await invalidRoomCode();
      }
      const refusal = joinRefusal(summary);
      if (!refusal) return summary.gameCode;
      const member = await isMember(summary.gameCode);
      if (member && refusal !== ('GAME_ENDED' satisfies TErrorCode)) return summary.gameCode;
      await loadErrorTexts();
      throw new JoinRefusedError(refusal, errorText(refusal), summary.gameCode, member);
    },
    onSuccess: (code) => void navigate(gamePaths.room(code)),
  });
}
