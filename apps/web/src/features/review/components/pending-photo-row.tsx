import type { TPendingPhoto, TReviewRequest } from '@picture-bingo/shared';
import { Button } from '@/components/ui/button';

export interface PendingPhotoRowProps {
  photo: TPendingPhoto;
  /** The decision being saved for this photo, if any. */
  pending: TReviewRequest['decision'] | null;
  onDecide: (decision: TReviewRequest['decision']) => void;
}

/** One photo waiting for review: the picture, who took it for which label, and Approve / Reject. */
export function PendingPhotoRow({ photo, pending, onDecide }: PendingPhotoRowProps) {
  const label = photo.value || `Cell ${photo.idx + 1}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      <a href={photo.image} target="_blank" rel="noreferrer" className="block">
        <img
          src={photo.thumb}
          alt={`${photo.playerName}'s photo for ${label}`}
          className="aspect-square w-full rounded-xl bg-slate-100 object-cover"
        />
      </a>
      <div className="flex min-w-0 flex-col">
        <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">{label}</span>
        <span className="text-sm [overflow-wrap:anywhere] text-slate-600">by {photo.playerName}</span>
      </div>
      <div className="flex gap-2">
        <Button
          color="success"
          size="sm"
          fullWidth
          loading={pending === 'approve'}
          disabled={pending !== null}
          onClick={() => onDecide('approve')}
        >
          Approve
        </Button>
        <Button
          variant="outlined"
          color="error"
          size="sm"
          fullWidth
          loading={pending === 'reject'}
          disabled={pending !== null}
          onClick={() => onDecide('reject')}
        >
          Reject
        </Button>
      </div>
    </li>
  );
}
