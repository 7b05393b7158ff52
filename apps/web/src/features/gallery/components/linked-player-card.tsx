import type { TGalleryPlayer } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { PlayerCardGrid, type PlayerCardGridProps } from './player-card-grid';

export interface LinkedPlayerCardProps extends Omit<PlayerCardGridProps, 'players'> {
  /** The linked player beyond the loaded pages (useLinkedPlayer), or null. */
  player: TGalleryPlayer | null;
  missing: boolean;
}

/** Above the cards: the one a link points at, when it is further down than the pages loaded so far. */
export function LinkedPlayerCard({ player, missing, ...grid }: LinkedPlayerCardProps) {
  if (missing) return <Alert variant="info">The card this link points to is not in this gallery.</Alert>;
  if (!player) return null;
  return (
    <section aria-labelledby="linked-card-title" className="flex flex-col gap-3">
      <h2 id="linked-card-title" className="text-lg font-semibold text-slate-900">
        Linked card
      </h2>
      <PlayerCardGrid players={[player]} {...grid} />
    </section>
  );
}
