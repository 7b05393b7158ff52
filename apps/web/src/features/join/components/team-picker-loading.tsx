import { SpinnerIcon } from '@/components/ui/spinner';
import { m } from '@/lib/i18n/messages';

/**
 * The team chooser's place while its code or its list loads: the same legend and room, and words for the wait, so
 * a guest sees at once that a team is asked for (and why Next waits).
 */
export function TeamPickerLoading() {
  return (
    <fieldset className="flex flex-col gap-2" aria-busy="true">
      <legend className="mb-1 text-sm font-medium text-slate-800">{m.game_choose_team()}</legend>
      <p
        role="status"
        className="flex min-h-11 items-center gap-2 rounded-xl border border-dashed border-slate-300 p-3 text-sm text-slate-700"
      >
        <SpinnerIcon className="text-violet-700" />
        {m.game_teams_loading()}
      </p>
    </fieldset>
  );
}
