import { useCallback } from 'react';
import type { TBingoCalled } from '@/game/game-channel';
import { m } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';

/**
 * The short notice a phone shows when a BINGO! is accepted: a teammate's call for this phone's card names who
 * called for the team; any other card's call names the card. The caller's own phone gets none (its screen
 * already shows the call).
 */
export function bingoNoticeText(payload: TBingoCalled, cardId: string, myId: string): string | null {
  if (payload.callerId === myId) return null;
  if (payload.playerId === cardId) return m.board_team_called({ caller: payload.callerName });
  return m.board_bingo_called({ name: payload.playerName });
}

/** `bingo:called` on a player's phone (`cardId`: the card it shows; `myId`: the player on it). */
export function useBingoNotice(cardId: string, myId: string) {
  return useCallback(
    (payload: TBingoCalled) => {
      const text = bingoNoticeText(payload, cardId, myId);
      if (text) toast.info(text);
    },
    [cardId, myId],
  );
}
