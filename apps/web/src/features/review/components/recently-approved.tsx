import type { TPendingPhoto } from '@picture-bingo/shared';
import { Button } from '@/components/ui/button';
import { photoKey } from '../api/pending-photos';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

export interface RecentlyApprovedProps {
  photos: readonly TPendingPhoto[];
  /** Rejects a photo approved earlier (it stops counting; the rejection itself can be undone for a while). */
  onReject: (photo: TPendingPhoto) => void;
}

/** Photos approved from this page, newest first: an approval is undone by rejecting the photo. */
export function RecentlyApproved({ photos, onReject }: RecentlyApprovedProps) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="review-recent-title" className="flex min-w-0 flex-col gap-3">
      <h3 id="review-recent-title" className="text-lg font-semibold text-slate-900">
        {m.review_recently_approved()}
      </h3>
      <ul className="flex flex-col gap-2">
        {photos.map((photo) => {
          const label = photo.value || m.gallery_cell_n({ number: formatCount(photo.idx + 1) });
          return (
            <li key={photoKey(photo)} className="flex min-w-0 items-center gap-3">
              <img src={photo.thumb} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
              <span className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere] text-slate-800">
                {rich(m.gallery_photo_by, { label: <bdi>{label}</bdi>, name: <bdi>{photo.playerName}</bdi> })}
              </span>
              <Button
                size="sm"
                variant="outlined"
                color="error"
                onClick={() => onReject(photo)}
                aria-label={m.review_reject_photo_of({ name: photo.playerName, label })}
              >
                {m.review_reject()}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
