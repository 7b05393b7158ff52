/**
 * The big screen's sounds, made in code with the Web Audio API (no audio files): a short beep for each count of
 * the countdown, a higher one at "Go", and a rising chime for a BINGO! and for the winner. Sound is off unless
 * the host turns it on; the choice is kept in this browser.
 */
export type Cue = 'tick' | 'go' | 'chime';

const STORAGE_KEY = 'picture-bingo:big-screen-sound';

/** The notes of each cue: frequency (Hz), start and length (s) after the cue begins. */
const NOTES: Record<Cue, { hz: number; at: number; length: number }[]> = {
  tick: [{ hz: 660, at: 0, length: 0.15 }],
  go: [{ hz: 990, at: 0, length: 0.35 }],
  // C5, E5, G5, C6: a bright arpeggio.
  chime: [523.25, 659.25, 783.99, 1046.5].map((hz, i) => ({ hz, at: i * 0.12, length: 0.5 })),
};

export function readSoundOn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function writeSoundOn(on: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage can be unavailable (private mode): the choice then lasts this page only.
  }
}

let context: AudioContext | null = null;

/**
 * The one audio context, made on first use. Browsers start it suspended until a user gesture: the sound toggle
 * is one, so turning sound on calls this from the click.
 */
export function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Plays a cue (quietly, with soft edges so it never clicks). Does nothing where Web Audio is missing. */
export function playCue(cue: Cue): void {
  const ctx = audioContext();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime + 0.01;
  for (const note of NOTES[cue]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = note.hz;
    const t0 = start + note.at;
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(0.25, t0 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0);
    osc.stop(t0 + note.length + 0.05);
  }
}
