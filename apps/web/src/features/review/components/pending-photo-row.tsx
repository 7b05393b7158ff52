import type { TPendingPhoto } from '@picture-bingo/shared';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

export interface PendingPhotoRowProps {
  photo: TPendingPhoto;
  /** The photo shown large above. */
  current: boolean;
  onSelect: () => void;
}

/** One waiting photo in the overview grid: its thumbnail; choosing it shows it large. */
export function PendingPhotoRow({ photo, current, onSelect }: PendingPhotoRowProps) {
  const label = photo.value || m.gallery_cell_n({ number: formatCount(photo.idx + 1) });
  return (
    <li className="min-w-0">
      <button
        type="button"
        onClick={onSelect}
        aria-current={current || undefined}
        aria-label={m.review_photo_of({ name: photo.playerName, label })}
        className={cn(
          'block w-full overflow-hidden rounded-xl border-2 bg-slate-100',
          current ? 'border-violet-700 ring-2 ring-violet-300' : 'border-transparent hover:border-slate-400',
        )}
      >
        <img src={photo.thumb} alt="" className="aspect-square w-full object-cover" />
      </button>
    </li>
  );
}
