import { useCallback } from 'react';
import type { TBingoCalled } from '@/game/game-channel';
import { m } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';

/** The short notice another player's phone shows when someone's BINGO! is accepted. */
export const bingoNoticeText = (payload: TBingoCalled) => m.board_bingo_called({ name: payload.playerName });

/**
 * `bingo:called` on a player's phone: a toast for everyone else's BINGO! (the caller's own screen already
 * shows their claim, so they get none).
 */
export function useBingoNotice(playerId: string) {
  return useCallback(
    (payload: TBingoCalled) => {
      if (payload.playerId !== playerId) toast.info(bingoNoticeText(payload));
    },
    [playerId],
  );
}
