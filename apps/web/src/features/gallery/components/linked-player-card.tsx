import type { TGalleryCard } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { m } from '@/lib/i18n/messages';
import { PlayerCardGrid, type PlayerCardGridProps } from './player-card-grid';

export interface LinkedPlayerCardProps extends Omit<PlayerCardGridProps, 'players'> {
  /** The linked player beyond the loaded pages (useLinkedPlayer), or null. */
  player: TGalleryCard | null;
  missing: boolean;
}

/** Above the cards: the one a link points at, when it is further down than the pages loaded so far. */
export function LinkedPlayerCard({ player, missing, ...grid }: LinkedPlayerCardProps) {
  if (missing) return <Alert variant="info">{m.gallery_linked_missing()}</Alert>;
  if (!player) return null;
  return (
    <section aria-labelledby="linked-card-title" className="flex flex-col gap-3">
      <h2 id="linked-card-title" className="text-lg font-semibold text-slate-900">
        {m.gallery_linked_card()}
      </h2>
      <PlayerCardGrid players={[player]} {...grid} />
    </section>
  );
}
