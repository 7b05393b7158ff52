import { CaptureNote } from '@/components/game/camera-only/capture-note';
import {
  REJECT_REASON_MAX,
  REJECT_REASONS,
  type TPendingPhoto,
  type TPhotoHold,
} from '@picture-bingo/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

export interface ReviewStageProps {
  photo: TPendingPhoto;
  /** 1-based place of the photo in the queue as shown, and the queue's length. */
  position: number;
  total: number;
  /** The reason typed or chosen so far for this photo (sent with Reject). */
  reason: string;
  onReasonChange: (reason: string) => void;
  onApprove: () => void;
  /** Rejects with the reason as it stands. */
  onReject: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
    >
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

/** The classes the safety check reports, in the words a host reads. */
const CLASS_NAMES: Record<string, string> = {
  Porn: 'explicit',
  Hentai: 'explicit drawing',
  Sexy: 'suggestive',
  Drawing: 'drawing',
  Neutral: 'neutral',
};

/** Why a photo is held, with what the check saw (its three likeliest classes). */
export function holdText(hold: TPhotoHold): string {
  const seen = (hold.scores ?? [])
    .slice(0, 3)
    .map(({ name, probability }) => `${CLASS_NAMES[name] ?? name} ${Math.round(probability * 100)} %`)
    .join(', ');
  const why: Record<TPhotoHold['reason'], string> = {
    explicit: 'Held: the safety check found it explicit',
    suggestive: 'Held: the safety check found it suggestive',
    unavailable: 'Held: the safety check could not run, so nobody else sees it until you decide',
    busy: 'Held: too many photos were waiting for the safety check, so nobody else sees it until you decide',
    reported: 'Hidden: guests reported it',
    hidden: 'Hidden from the big screen by the host',
  };
  return seen ? `${why[hold.reason]} (${seen})` : why[hold.reason];
}

/** The photo being judged, at full size, with its label, who took it, and every way to decide. */
export function ReviewStage(props: ReviewStageProps) {
  const { photo, position, total, reason, onReasonChange, onApprove, onReject, onPrevious, onNext } = props;
  const label = photo.value || `Cell ${photo.idx + 1}`;
  const reasonId = useId();
  const hintId = useId();

  return (
    <section
      aria-label="Photo being reviewed"
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <figure className="flex min-w-0 flex-col gap-2">
        <a href={photo.image} target="_blank" rel="noreferrer" className="block rounded-xl bg-slate-900">
          <img
            src={photo.image}
            alt={`${photo.playerName}'s photo for ${label}`}
            className="mx-auto max-h-[42vh] sm:max-h-[60vh] w-full object-contain"
          />
        </a>
        <figcaption className="flex min-w-0 flex-col">
          <span className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">{label}</span>
          <span className="text-sm [overflow-wrap:anywhere] text-slate-700">
            by {photo.playerName} · sent {formatDateTime(photo.updatedAt)} · {position} of {total}
          </span>
          {photo.hold && (
            <span className="text-sm font-semibold text-amber-900" data-testid="hold-reason">
              {holdText(photo.hold)}
            </span>
          )}
          <CaptureNote note={photo.captureNote} />
        </figcaption>
      </figure>

      <div className="grid grid-cols-2 gap-2">
        <Button color="success" size="lg" onClick={onApprove} aria-keyshortcuts="A" aria-describedby={hintId}>
          Approve
        </Button>
        <Button
          color="error"
          variant="outlined"
          size="lg"
          onClick={onReject}
          aria-keyshortcuts="R"
          aria-describedby={hintId}
        >
          Reject
        </Button>
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
          Reason for rejecting (optional, the player sees it)
        </label>
        <input
          id={reasonId}
          type="text"
          value={reason}
          maxLength={REJECT_REASON_MAX}
          onChange={(event) => onReasonChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onReject();
            }
          }}
          className="w-full min-w-0 rounded-xl border border-slate-400 bg-white px-3 py-2 text-slate-900"
        />
        {/* A chip only fills the reason in (tapped again, it clears it): rejecting is always the Reject button. */}
        <ReasonChips reason={reason} onReasonChange={onReasonChange} />
      </div>

      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outlined"
          size="sm"
          onClick={onPrevious}
          disabled={!onPrevious}
          aria-keyshortcuts="ArrowLeft"
        >
          ← Previous
        </Button>
        <Button
          variant="outlined"
          size="sm"
          onClick={onNext}
          disabled={!onNext}
          aria-keyshortcuts="ArrowRight"
        >
          Next →
        </Button>
      </div>
      <p id={hintId} className="hidden text-sm text-slate-600 sm:block">
        Keyboard: A approve, R reject, U undo a rejection, ← → move between photos.
      </p>
    </section>
  );
}

/** The one-tap reasons: a chip fills the reason in, tapped again it clears it; rejecting is always the Reject button. */
export function ReasonChips({
  reason,
  onReasonChange,
}: {
  reason: string;
  onReasonChange: (reason: string) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Common reasons">
      {REJECT_REASONS.map((quick) => {
        const chosen = reason === quick;
        return (
          <Button
            key={quick}
            size="sm"
            variant={chosen ? 'contained' : 'outlined'}
            color={chosen ? 'error' : 'default'}
            aria-pressed={chosen}
            onClick={() => onReasonChange(chosen ? '' : quick)}
          >
            {chosen && <CheckIcon />}
            {quick}
          </Button>
        );
      })}
    </div>
  );
}
