import type { TCardProgress } from '@picture-bingo/shared';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { ProgressCardBody } from './progress-card-body';
import { m } from '@/lib/i18n/messages';

export interface WinnerPickerProps {
  players: TCardProgress[];
  selectedId: string | null;
  onSelect: (playerId: string) => void;
  /** Nobody can be chosen (already decided, cancelled, not started): the cards only show. */
  disabled?: boolean;
}

/**
 * One selectable card per player: real radio buttons (arrow keys move between them), each named by the
 * player's name; the selected card is highlighted.
 */
export function WinnerPicker({ players, selectedId, onSelect, disabled = false }: WinnerPickerProps) {
  const group = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-semibold text-slate-900">{m.progress_select_winner()}</legend>
      <ul className="grid gap-3 sm:grid-cols-2">
        {players.map((player, index) => {
          // Ids from the position: a player id is the server's text, not necessarily a valid id reference.
          const nameId = `${group}-${index}-name`;
          const detailsId = `${group}-${index}-details`;
          const selected = player.id === selectedId;
          return (
            <li key={player.id} className="flex">
              <label
                className={cn(
                  'flex w-full items-start gap-3 rounded-2xl border-2 bg-white p-4 shadow-sm transition-colors',
                  selected ? 'border-violet-700 bg-violet-50 ring-2 ring-violet-200' : 'border-slate-200',
                  disabled ? 'cursor-default' : 'cursor-pointer hover:border-violet-400',
                )}
                data-selected={selected || undefined}
              >
                <ProgressCardBody player={player} nameId={nameId} detailsId={detailsId} />
                <input
                  type="radio"
                  name={group}
                  value={player.id}
                  checked={selected}
                  disabled={disabled}
                  onChange={() => onSelect(player.id)}
                  aria-labelledby={nameId}
                  aria-describedby={detailsId}
                  className="mt-1 size-5 shrink-0 accent-violet-700"
                />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
