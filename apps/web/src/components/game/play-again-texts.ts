import { m } from '@/lib/i18n/messages';

/** "Play again"'s words, in one place, in the shown language (the host's words: messages/host/game). */
export const playAgainTexts = {
  get button() {
    return m.game_play_again();
  },
  copied: (code: string) => m.game_play_again_copied({ code }),
  get failed() {
    return m.game_play_again_failed();
  },
};
