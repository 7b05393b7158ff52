import { m } from '@/lib/i18n/messages';

/**
 * The words of camera-only rounds (the rule, the phone's camera-only chooser, moderators' notes), in one place, in
 * the shown language. The moderators' notes are the host's words (messages/host/game).
 */
export const cameraOnlyTexts = {
  get ruleLabel() {
    return m.game_camera_rule();
  },
  /** The rule as a player reads it beside their card (the host's setup says what it cannot prevent). */
  get ruleExplained() {
    return m.game_camera_explained();
  },
  get phoneHint() {
    return m.game_camera_hint();
  },
};

/** A moderator's note on a camera-only game's photo, or null. */
export function captureNoteText(note: 'before-game' | 'unknown' | undefined): string | null {
  if (note === 'before-game') return m.game_capture_before();
  if (note === 'unknown') return m.game_capture_unknown();
  return null;
}
