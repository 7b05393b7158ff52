import type { TLabelPack } from '@picture-bingo/shared/label-pack';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import type { usePackList } from '../hooks/use-pack-list';

export interface LabelPackListProps {
  packs: readonly TLabelPack[];
  list: ReturnType<typeof usePackList>;
}

/**
 * The packs' pop-up list under the Board Labels field. Options keep the field's focus (pressed with the pointer,
 * they do not take it), so picking one leaves the host typing where they were.
 */
export function LabelPackList({ packs, list }: LabelPackListProps) {
  if (!list.open) return null;
  return (
    <ul
      id={list.listId}
      role="listbox"
      aria-label={m.setup_label_packs()}
      className="absolute inset-x-0 top-full z-30 mt-1 flex flex-col gap-1 rounded-xl border border-slate-300 bg-white p-1 shadow-lg"
    >
      {packs.map((pack, index) => (
        <li
          key={pack.id}
          id={list.optionId(index)}
          role="option"
          aria-selected={index === list.active}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => list.setActive(index)}
          onClick={() => list.pick(index)}
          className={cn(
            'flex cursor-pointer flex-col rounded-lg px-3 py-2',
            index === list.active ? 'bg-violet-100 text-violet-950' : 'text-slate-900',
          )}
        >
          <span className="font-medium">
            {m.setup_pack_option({
              name: pack.name,
              count: pack.labels.length,
              shown: formatCount(pack.labels.length),
            })}
          </span>
          <span className="text-sm text-slate-700">{pack.description}</span>
        </li>
      ))}
    </ul>
  );
}
