import { captureNoteText } from './texts';

/** When a camera-only game's photo was taken, as moderators read it: a neutral note, never a warning colour. */
export function CaptureNote({ note }: { note: 'before-game' | 'unknown' | undefined }) {
  const text = captureNoteText(note);
  if (!text) return null;
  return (
    <span className="block text-sm text-slate-700" data-testid="capture-note">
      {text}
    </span>
  );
}
