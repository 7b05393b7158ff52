import { REPORT_REASONS, type TReportReason } from '@picture-bingo/shared';
import { useEffect, useId, useRef } from 'react';
import { m } from '@/lib/i18n/messages';

/**
 * Where a viewer's report of the photo shown stands: not reported, choosing why, sent (it can be taken back until a
 * person decides), or taken back; `message` says what went wrong, when something did.
 */
export type ReportStep = 'idle' | 'choosing' | 'sending' | 'sent' | 'undoing' | 'undone' | 'decided';

const REASON_TEXT: Record<TReportReason, () => string> = {
  inappropriate: m.gallery_report_reason_inappropriate,
  'wrong-square': m.gallery_report_reason_wrong_square,
  unwanted: m.gallery_report_reason_unwanted,
  other: m.gallery_report_reason_other,
};

const STATUS: Partial<Record<ReportStep, () => string>> = {
  sending: m.gallery_reporting,
  sent: m.gallery_reported,
  undoing: m.gallery_report_undoing,
  undone: m.gallery_report_undone,
};

const LIGHT_BUTTON =
  'rounded-lg bg-white px-4 py-2 text-sm font-semibold shadow disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export interface ReportControlsProps {
  step: ReportStep;
  /** What went wrong with the last report or undo, in words. */
  message: string | null;
  /** The photo is still shown: a new report may be made (a photo taken down takes none). */
  canReport: boolean;
  onChoose: () => void;
  onCancel: () => void;
  onReport: (reason: TReportReason) => void;
  onUndo: () => void;
}

/**
 * Reporting the photo shown: Report photo, then why (one tap on a reason sends it, Cancel goes back), then Undo
 * report while the report stands and no person has decided. Focus follows the step, so a keyboard never loses it.
 */
export function ReportControls(props: ReportControlsProps) {
  const { step, message, canReport, onChoose, onCancel, onReport, onUndo } = props;
  const box = useRef<HTMLDivElement>(null);
  const whyId = useId();
  useEffect(() => {
    if (step === 'choosing' || step === 'sent')
      box.current?.querySelector<HTMLElement>('[data-focus]')?.focus();
  }, [step]);
  const status = message ?? STATUS[step]?.() ?? '';
  const undoable = step === 'sent' || step === 'undoing';
  return (
    <div ref={box} className="pointer-events-auto flex w-full max-w-sm flex-col items-center gap-2">
      {step === 'choosing' ? (
        <div role="group" aria-labelledby={whyId} className="flex w-full flex-col gap-2">
          <p id={whyId} className="text-center text-sm font-semibold text-white">
            {m.gallery_report_why()}
          </p>
          {REPORT_REASONS.map((reason, i) => (
            <button
              key={reason}
              type="button"
              data-focus={i === 0 ? '' : undefined}
              onClick={() => onReport(reason)}
              className={`${LIGHT_BUTTON} text-start text-slate-900 hover:bg-red-50`}
            >
              {REASON_TEXT[reason]()}
            </button>
          ))}
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg px-4 py-2 text-sm font-semibold text-white underline focus-visible:outline-2 focus-visible:outline-white"
          >
            {m.gallery_report_cancel()}
          </button>
        </div>
      ) : undoable ? (
        <button
          type="button"
          data-focus=""
          disabled={step === 'undoing'}
          onClick={onUndo}
          className={`${LIGHT_BUTTON} text-slate-900 hover:bg-slate-100`}
        >
          {m.gallery_report_undo()}
        </button>
      ) : (
        canReport &&
        step !== 'decided' && (
          <button
            type="button"
            disabled={step === 'sending'}
            onClick={onChoose}
            className={`${LIGHT_BUTTON} text-red-800 hover:bg-red-50`}
          >
            {m.gallery_report_photo()}
          </button>
        )
      )}
      <p role="status" className="min-h-5 text-center text-sm text-white">
        {status}
      </p>
    </div>
  );
}
