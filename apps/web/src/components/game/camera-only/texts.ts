/** The words of camera-only rounds (the rule, the phone's camera-only chooser, moderators' notes), in one place. */
export const cameraOnlyTexts = {
  ruleLabel: 'Photos must be taken now',
  ruleOn: 'Camera only: phones offer the camera, never the photo library',
  ruleOff: 'Camera or library: players may pick photos they already have',
  /** What the rule can and cannot prevent, for the host and the players' rules. */
  ruleExplained:
    'Phones open only the camera, so players take each photo during the game. It cannot stop a photo of a ' +
    'screen or a print, and a computer may still offer files. Moderators see when a photo says it was taken ' +
    'before the game or carries no time at all (apps that share photos remove it): a hint, never proof.',
  phoneHint: 'Camera only: take each photo now.',
  takePhoto: 'Take a photo',
  noteBeforeGame: 'Taken before the game',
  noteUnknown: 'Time unknown',
  noteUnknownHint: 'the photo carries no capture time',
};

/** A moderator's note on a camera-only game's photo, or null. */
export function captureNoteText(note: 'before-game' | 'unknown' | undefined): string | null {
  if (note === 'before-game') return cameraOnlyTexts.noteBeforeGame;
  if (note === 'unknown') return `${cameraOnlyTexts.noteUnknown} (${cameraOnlyTexts.noteUnknownHint})`;
  return null;
}
