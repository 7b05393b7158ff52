import { CaptureNote } from '@/components/game/camera-only/capture-note';
import { REJECT_REASON_MAX } from '@picture-bingo/shared';
import type { TLeasedPhoto } from '@picture-bingo/shared/staff';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { PhotoReports } from './photo-reports';
import { holdText, ReasonChips } from './review-stage';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

export interface QueuePhotoProps {
  photo: TLeasedPhoto;
  reason: string;
  onReasonChange: (reason: string) => void;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * One photo handed to this reviewer, made for a phone held in one hand: the photo and, under it on the first screen,
 * two large buttons; then the one-tap reasons (a tap fills the reason in, a second tap clears it) that Reject sends.
 */
export function QueuePhoto({ photo, reason, onReasonChange, onApprove, onReject }: QueuePhotoProps) {
  const label = photo.value || m.gallery_cell_n({ number: formatCount(photo.idx + 1) });
  const reasonId = useId();
  return (
    <section aria-label={m.review_being_reviewed()} className="flex min-w-0 flex-col gap-3">
      <figure className="flex min-w-0 flex-col gap-1">
        <img
          src={photo.image}
          alt={m.review_photo_of({ name: photo.playerName, label })}
          className="mx-auto max-h-[36vh] w-full rounded-xl bg-slate-900 object-contain"
        />
        <figcaption className="[overflow-wrap:anywhere] text-slate-900">
          {rich(m.review_queue_caption, {
            label: <bdi className="font-semibold">{label}</bdi>,
            name: <bdi>{photo.playerName}</bdi>,
          })}
          {photo.hold && (
            <span className="block text-sm font-semibold text-amber-900" data-testid="hold-reason">
              {holdText(photo.hold)}
            </span>
          )}
          <PhotoReports photo={photo} />
          <CaptureNote note={photo.captureNote} />
        </figcaption>
      </figure>
      <div className="grid grid-cols-2 gap-3">
        <Button color="error" variant="outlined" size="lg" className="min-h-16 text-lg" onClick={onReject}>
          {m.review_reject()}
        </Button>
        <Button color="success" size="lg" className="min-h-16 text-lg" onClick={onApprove}>
          {m.review_approve()}
        </Button>
      </div>
      <ReasonChips reason={reason} onReasonChange={onReasonChange} />
      <label htmlFor={reasonId} className="sr-only">
        {m.review_reason_label()}
      </label>
      <input
        id={reasonId}
        type="text"
        value={reason}
        maxLength={REJECT_REASON_MAX}
        placeholder={m.review_reason_placeholder()}
        dir="auto"
        onChange={(event) => onReasonChange(event.target.value)}
        className="w-full min-w-0 rounded-xl border border-slate-400 bg-white px-3 py-2 text-slate-900"
      />
    </section>
  );
}
