import { m } from '@/lib/i18n/messages';

/**
 * The join feature's words for continuing on a new phone ("Is this you on a new phone?"), in one place, in the
 * shown language. Loaded with the claim's own chunk, never with the name step.
 */
export const claimTexts = {
  get offer() {
    return m.game_claim_offer();
  },
  explain: (name: string) => m.game_claim_explain({ name }),
  ask: (name: string) => m.game_claim_ask({ name }),
  get otherName() {
    return m.game_claim_other_name();
  },
  get waitingTitle() {
    return m.game_claim_waiting_title();
  },
  waiting: (name: string) => m.game_claim_waiting({ name }),
  get declined() {
    return m.game_claim_declined();
  },
  get expired() {
    return m.game_claim_expired();
  },
  get askAgain() {
    return m.game_claim_ask_again();
  },
  get cancel() {
    return m.board_cancel();
  },
  get approved() {
    return m.game_claim_approved();
  },
  get alreadyPlaying() {
    return m.game_claim_already_playing();
  },
  get alreadyPlayingHelp() {
    return m.game_claim_already_playing_help();
  },
  get yourName() {
    return m.game_claim_your_name();
  },
};
