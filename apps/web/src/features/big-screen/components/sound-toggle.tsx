/** The big screen's one control: sound on or off (off until the host turns it on). */
export function SoundToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onToggle}
      className="shrink-0 rounded-full border-2 border-slate-600 px-5 py-2 text-4xl font-semibold text-slate-100 hover:border-slate-300"
    >
      <span aria-hidden="true">{on ? '🔊' : '🔇'} </span>
      Sound {on ? 'on' : 'off'}
    </button>
  );
}
