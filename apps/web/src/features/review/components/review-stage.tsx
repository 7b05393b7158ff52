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
import { m } from '@/lib/i18n/messages';
import { readingArrows } from '@/lib/i18n/reading-direction';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';
import { PhotoReports } from './photo-reports';

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
const CLASS_NAMES: Record<string, () => string> = {
  Porn: m.review_class_explicit,
  Hentai: m.review_class_explicit_drawing,
  Sexy: m.review_class_suggestive,
  Drawing: m.review_class_drawing,
  Neutral: m.review_class_neutral,
};

/** Why a photo is held, by the hold's reason. */
const HOLD_REASONS: Record<TPhotoHold['reason'], () => string> = {
  explicit: m.review_hold_explicit,
  suggestive: m.review_hold_suggestive,
  unavailable: m.review_hold_unavailable,
  busy: m.review_hold_busy,
  reported: m.review_hold_reported,
  hidden: m.review_hold_hidden,
};

/** Why a photo is held, with what the check saw (its three likeliest classes). */
export function holdText(hold: TPhotoHold): string {
  const seen = (hold.scores ?? [])
    .slice(0, 3)
    .map(({ name, probability }) =>
      m.review_score({
        name: Object.hasOwn(CLASS_NAMES, name) ? CLASS_NAMES[name]() : name,
        percent: formatCount(Math.round(probability * 100)),
      }),
    )
    .join(m.review_list_separator());
  const why = HOLD_REASONS[hold.reason]();
  return seen ? m.review_hold_with_scores({ why, seen }) : why;
}

/** The one-tap reasons, in the shown language: a chip fills its words in as the reason the player reads. */
const REASON_TEXTS: Record<(typeof REJECT_REASONS)[number], () => string> = {
  "Doesn't match the label": m.review_reason_no_match,
  'Too blurry': m.review_reason_blurry,
  Inappropriate: m.review_reason_inappropriate,
};

/** The photo being judged, at full size, with its label, who took it, and every way to decide. */
export function ReviewStage(props: ReviewStageProps) {
  const { photo, position, total, reason, onReasonChange, onApprove, onReject, onPrevious, onNext } = props;
  const label = photo.value || m.gallery_cell_n({ number: formatCount(photo.idx + 1) });
  const reasonId = useId();
  const hintId = useId();
  const arrows = readingArrows();

  return (
    <section
      aria-label={m.review_being_reviewed()}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <figure className="flex min-w-0 flex-col gap-2">
        <a href={photo.image} target="_blank" rel="noreferrer" className="block rounded-xl bg-slate-900">
          <img
            src={photo.image}
            alt={m.review_photo_of({ name: photo.playerName, label })}
            className="mx-auto max-h-[42vh] sm:max-h-[60vh] w-full object-contain"
          />
        </a>
        <figcaption className="flex min-w-0 flex-col">
          <span dir="auto" className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
            {label}
          </span>
          <span className="text-sm [overflow-wrap:anywhere] text-slate-700">
            {rich(m.review_stage_meta, {
              name: <bdi>{photo.playerName}</bdi>,
              time: formatDateTime(photo.updatedAt),
              position: formatCount(position),
              total: formatCount(total),
            })}
          </span>
          {photo.openOn && (
            <span
              className="text-sm font-semibold [overflow-wrap:anywhere] text-sky-900"
              data-testid="open-on"
            >
              {rich(m.review_open_on, { email: <bdi>{photo.openOn.email}</bdi> })}
            </span>
          )}
          {photo.hold && (
            <span className="text-sm font-semibold text-amber-900" data-testid="hold-reason">
              {holdText(photo.hold)}
            </span>
          )}
          <PhotoReports photo={photo} />
          <CaptureNote note={photo.captureNote} />
        </figcaption>
      </figure>

      <div className="grid grid-cols-2 gap-2">
        <Button color="success" size="lg" onClick={onApprove} aria-keyshortcuts="A" aria-describedby={hintId}>
          {m.review_approve()}
        </Button>
        <Button
          color="error"
          variant="outlined"
          size="lg"
          onClick={onReject}
          aria-keyshortcuts="R"
          aria-describedby={hintId}
        >
          {m.review_reject()}
        </Button>
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
          {m.review_reason_label()}
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
          dir="auto"
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
          aria-keyshortcuts={arrows.back}
        >
          <span className="inline-block rtl:-scale-x-100">←</span> {m.review_previous()}
        </Button>
        <Button
          variant="outlined"
          size="sm"
          onClick={onNext}
          disabled={!onNext}
          aria-keyshortcuts={arrows.forward}
        >
          {m.review_next()} <span className="inline-block rtl:-scale-x-100">→</span>
        </Button>
      </div>
      <p id={hintId} className="hidden text-sm text-slate-600 sm:block">
        {m.review_keyboard_hint()}
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
    <div className="flex flex-wrap gap-2" role="group" aria-label={m.review_common_reasons()}>
      {REJECT_REASONS.map((key) => {
        const quick = REASON_TEXTS[key]();
        const chosen = reason === quick;
        return (
          <Button
            key={key}
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
