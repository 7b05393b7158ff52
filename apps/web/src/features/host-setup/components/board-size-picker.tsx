import { BOARD_SIZES } from '@picture-bingo/shared';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

export type BoardSize = (typeof BOARD_SIZES)[number];

/** Board Size: one toggle button per size (3x3, 4x4, 5x5), the chosen one pressed. */
export function BoardSizePicker({
  value,
  onChange,
  disabled = false,
}: {
  value: BoardSize;
  onChange: (size: BoardSize) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {m.setup_board_size()}
      </p>
      <div role="group" aria-labelledby={labelId} className="grid grid-cols-3 gap-2 sm:max-w-sm">
        {BOARD_SIZES.map((size) => {
          const pressed = size === value;
          return (
            <button
              key={size}
              type="button"
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onChange(size)}
              className={buttonClasses({ variant: pressed ? 'contained' : 'outlined', color: 'primary' })}
            >
              {m.setup_board_dimensions({ size: formatCount(size) })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
