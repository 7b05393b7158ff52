import type { TReportReason } from '@picture-bingo/shared';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { reportPhoto, undoReport } from '../api/report-photo';
import type { PreviewPhoto } from './gallery-cell';
import { ReportControls, type ReportStep } from './report-controls';

export interface PhotoPreviewProps {
  /** The photo shown full size, or null when closed. */
  photo: PreviewPhoto | null;
  onClose: () => void;
  /** The game's code when the viewer may report this photo (a player, another player's photo). */
  reportCode?: string;
  /**
   * The game no longer shows this photo (reports hid it, the host rejected or hid it, its player replaced or removed
   * it): the photo gives way to words saying so, at once, and takes no new report.
   */
  gone?: boolean;
}

/**
 * A photo at full size over the whole screen. Close, Escape or a click on the backdrop ends it; focus moves to
 * Close, Tab goes round the dialog's buttons, and focus goes back to the photo it came from on closing. A photo the
 * game takes down while it is open is replaced by words saying so.
 */
export function PhotoPreview({ photo, onClose, reportCode, gone = false }: PhotoPreviewProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The viewer's report of one photo (by its URL): kept while the gallery is open, so reopening it shows Undo.
  const [report, setReport] = useState<{ image: string; step: ReportStep; message: string | null }>({
    image: '',
    step: 'idle',
    message: null,
  });
  const current = photo && report.image === photo.image ? report : { step: 'idle' as const, message: null };
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const open = photo !== null;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        // Focus stays in the dialog, going round its buttons.
        event.preventDefault();
        const buttons = [
          ...(dialogRef.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? []),
        ];
        const at = buttons.indexOf(document.activeElement as HTMLElement);
        const next = buttons[(at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length];
        (next ?? closeRef.current)?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!photo) return null;
  const { image, playerId = '', idx } = photo;
  const set = (step: ReportStep, message: string | null = null) => setReport({ image, step, message });
  const send = (code: string, reason: TReportReason) => {
    set('sending');
    reportPhoto(code, { playerId, idx, image }, reason).then(
      () => set('sent'),
      () => set('idle', m.gallery_report_failed()),
    );
  };
  const undo = (code: string) => {
    set('undoing');
    undoReport(code, { playerId, idx, image }).then(
      () => set('undone'),
      (failure: unknown) => {
        // A person decided meanwhile: the report stands, and there is nothing more to undo.
        const decided = failure instanceof ApiError && failure.code === 'REPORT_DECIDED';
        set(decided ? 'decided' : 'sent', errorMessage(failure));
      },
    );
  };
  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={m.gallery_photo_by({ label: photo.label, name: photo.playerName })}
      className="fixed inset-0 z-50 flex items-center justify-center p-4 sm:p-8"
    >
      <div
        aria-hidden="true"
        data-testid="photo-preview-backdrop"
        className="absolute inset-0 bg-slate-950/90"
        onClick={onClose}
      />
      <figure className="pointer-events-none relative flex max-h-full max-w-full flex-col items-center gap-3">
        {gone ? (
          <div className="pointer-events-auto flex max-w-sm flex-col gap-2 rounded-xl bg-white p-5 text-slate-900 shadow-2xl">
            <h2 className="text-lg font-bold">{m.gallery_photo_gone_title()}</h2>
            <p className="text-sm text-slate-700">{m.gallery_photo_gone()}</p>
          </div>
        ) : (
          <img
            src={photo.src}
            alt={photo.alt}
            decoding="async"
            className="pointer-events-auto max-h-[calc(100vh-8rem)] max-w-full rounded-lg object-contain shadow-2xl"
          />
        )}
        <figcaption className="text-center text-sm font-medium [overflow-wrap:anywhere] text-white">
          {/* <bdi>: a name with right-to-left or override characters must not reorder the rest. */}
          {rich(m.gallery_photo_by, { label: <bdi>{photo.label}</bdi>, name: <bdi>{photo.playerName}</bdi> })}
          {!photo.isMarked && !gone && (
            <span className="text-slate-200"> · {m.gallery_not_counted_caption()}</span>
          )}
        </figcaption>
        {reportCode && (
          <ReportControls
            step={current.step}
            message={current.message}
            canReport={!gone}
            onChoose={() => set('choosing')}
            onCancel={() => set('idle')}
            onReport={(reason) => send(reportCode, reason)}
            onUndo={() => undo(reportCode)}
          />
        )}
      </figure>
      <button
        ref={closeRef}
        type="button"
        aria-label={m.gallery_close()}
        title={m.gallery_close()}
        onClick={onClose}
        className="absolute end-3 top-3 inline-flex size-11 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Icon className="size-6">
          <path d="M6 6l12 12M18 6 6 18" />
        </Icon>
      </button>
    </div>
  );
}
