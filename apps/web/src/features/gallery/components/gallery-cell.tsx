import type { TCell } from '@picture-bingo/shared';
import { CellLabel } from '@/components/game/cell-label';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { HeartToggle } from '../hearts/heart-toggle';
import { cellLabel, photoAlt } from '../utils/cell-text';

// Every cell is a fixed square, so nothing moves when a photo arrives or loads.
const BOX =
  'relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg border p-0.5 text-center font-medium';

export interface PreviewPhoto {
  src: string;
  alt: string;
  /** The cell's label and the player, shown with the photo. */
  label: string;
  playerName: string;
  isMarked: boolean;
  /** The cell and the photo (its URL), so a player can report it; the player's id is added by their card. */
  idx: number;
  image: string;
  playerId?: string;
}

export interface GalleryCellProps {
  cell: TCell;
  playerName: string;
  onOpenPhoto: (photo: PreviewPhoto) => void;
  /** The photo's player: a counted photo then shows its hearts. */
  playerId?: string;
}

/**
 * One cell of a player's board in the gallery: the photo (its thumbnail, at half opacity until it counts),
 * or the label when there is none. A photo opens full size.
 */
export function GalleryCell({ cell, playerName, onOpenPhoto, playerId }: GalleryCellProps) {
  const label = cellLabel(cell);
  const src = cell.thumb ?? cell.image;
  if (src) {
    const alt = photoAlt(cell, playerName);
    const photo = (
      <button
        type="button"
        title={label}
        onClick={() =>
          onOpenPhoto({
            src: cell.image ?? src,
            alt,
            label,
            playerName,
            isMarked: cell.isMarked,
            idx: cell.idx,
            image: cell.image ?? src,
          })
        }
        className={cn(
          BOX,
          'border-slate-300 bg-slate-100 p-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
        )}
      >
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className={cn('size-full object-cover', cell.isMarked ? 'opacity-100' : 'opacity-50')}
        />
        {!cell.isMarked && <span className="sr-only"> {m.gallery_not_counted()}</span>}
      </button>
    );
    if (!playerId || !cell.isMarked || !cell.image) return photo;
    return (
      <div className="relative w-full">
        {photo}
        <HeartToggle playerId={playerId} idx={cell.idx} image={cell.image} label={label} />
      </div>
    );
  }
  if (cell.isFreeSpace) {
    return (
      <div className={cn(BOX, 'border-violet-300 bg-violet-100 font-bold text-violet-900')}>
        <CellLabel text={label} max={13} min={9} />
        <span className="sr-only"> {m.gallery_free_space()}</span>
      </div>
    );
  }
  return (
    <div className={cn(BOX, 'border-dashed border-slate-300 bg-white text-slate-700')}>
      <CellLabel text={label} max={13} min={9} />
    </div>
  );
}
