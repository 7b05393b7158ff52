import type { TCell } from '@picture-bingo/shared';
import { useMemo } from 'react';
import { m } from '@/lib/i18n/messages';
import { GalleryCell, type PreviewPhoto } from './gallery-cell';

export interface GalleryBoardProps {
  cells: readonly TCell[];
  size: number;
  playerName: string;
  onOpenPhoto: (photo: PreviewPhoto) => void;
  /** The board's player: counted photos show their hearts. */
  playerId?: string;
}

/** A player's board as an n-column grid (n = the board size) of photos and labels. */
export function GalleryBoard({ cells, size, playerName, onOpenPhoto, playerId }: GalleryBoardProps) {
  const ordered = useMemo(() => [...cells].sort((a, b) => a.idx - b.idx), [cells]);
  return (
    <ol
      aria-label={m.gallery_board_of({ name: playerName })}
      className="grid gap-1"
      style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
    >
      {ordered.map((cell) => (
        <li key={cell.idx} className="flex">
          <GalleryCell cell={cell} playerName={playerName} onOpenPhoto={onOpenPhoto} playerId={playerId} />
        </li>
      ))}
    </ol>
  );
}
