import { useCallback, useState } from 'react';
import { audioContext, playCue, readSoundOn, writeSoundOn, type Cue } from '../utils/sound';

/** The sound toggle (off by default, kept in this browser) and a way to play a cue when it is on. */
export function useSound() {
  const [on, setOn] = useState(readSoundOn);
  const toggle = useCallback(() => {
    const next = !on;
    setOn(next);
    writeSoundOn(next);
    // Made (or woken) inside the click: browsers only let a user gesture start audio.
    if (next)
      void audioContext()
        ?.resume()
        .catch(() => undefined);
  }, [on]);
  const play = useCallback(
    (cue: Cue) => {
      if (on) playCue(cue);
    },
    [on],
  );
  return { on, toggle, play };
}
