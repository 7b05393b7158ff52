import { m } from '@/lib/i18n/messages';

/** A speaker, with sound waves when on or a cross when off. */
function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-10 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M11 5 6 9H2v6h4l5 4V5Z" fill="currentColor" />
      {on ? <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" /> : <path d="m16 9 6 6m0-6-6 6" />}
    </svg>
  );
}

/** The big screen's one control: sound on or off (off until the host turns it on). */
export function SoundToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onToggle}
      className="flex shrink-0 items-center gap-3 rounded-full border-2 border-slate-600 px-5 py-2 text-4xl font-semibold text-slate-100 hover:border-slate-300"
    >
      <SpeakerIcon on={on} />
      {on ? m.screen_sound_on() : m.screen_sound_off()}
    </button>
  );
}
