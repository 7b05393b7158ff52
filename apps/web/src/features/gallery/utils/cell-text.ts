import type { TCell } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';

/** A cell's name as players read it ("Cell {n}" when the host left it without a label). */
export const cellLabel = (cell: Pick<TCell, 'idx' | 'value'>): string =>
  cell.value || m.gallery_cell_n({ number: cell.idx + 1 });

/** The text alternative of a player's photo. */
export const photoAlt = (cell: Pick<TCell, 'idx' | 'value'>, playerName: string): string =>
  m.gallery_photo_alt({ label: cellLabel(cell), name: playerName });
