import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { reportPhoto } from '../api/report-photo';
import type { PreviewPhoto } from './gallery-cell';

export interface PhotoPreviewProps {
  /** The photo shown full size, or null when closed. */
  photo: PreviewPhoto | null;
  onClose: () => void;
  /** The game's code when the viewer may report this photo (a player, another player's photo). */
  reportCode?: string;
}

type ReportState = 'idle' | 'sending' | 'sent' | 'failed';

const REPORT_TEXT: Record<ReportState, () => string> = {
  idle: () => '',
  sending: () => m.gallery_reporting(),
  sent: () => m.gallery_reported(),
  failed: () => m.gallery_report_failed(),
};

/**
 * A photo at full size over the whole screen. Close, Escape or a click on the backdrop ends it; focus moves
 * to Close (the dialog's only control, so Tab stays there) and goes back to the photo it came from.
 */
export function PhotoPreview({ photo, onClose, reportCode }: PhotoPreviewProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const reportRef = useRef<HTMLButtonElement>(null);
  const [report, setReport] = useState<{ image: string; state: ReportState }>({ image: '', state: 'idle' });
  const reportState = photo && report.image === photo.image ? report.state : 'idle';
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
        // Focus stays in the dialog: Close and, when there, Report.
        event.preventDefault();
        const next = document.activeElement === closeRef.current ? reportRef.current : closeRef.current;
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
  return (
    <div
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
        <img
          src={photo.src}
          alt={photo.alt}
          decoding="async"
          className="pointer-events-auto max-h-[calc(100vh-8rem)] max-w-full rounded-lg object-contain shadow-2xl"
        />
        <figcaption className="text-center text-sm font-medium [overflow-wrap:anywhere] text-white">
          {/* <bdi>: a name with right-to-left or override characters must not reorder the rest. */}
          {rich(m.gallery_photo_by, { label: <bdi>{photo.label}</bdi>, name: <bdi>{photo.playerName}</bdi> })}
          {!photo.isMarked && <span className="text-slate-200"> · {m.gallery_not_counted_caption()}</span>}
        </figcaption>
        {reportCode && (
          <div className="pointer-events-auto flex flex-col items-center gap-2">
            <button
              ref={reportRef}
              type="button"
              disabled={reportState === 'sending' || reportState === 'sent'}
              onClick={() => {
                const { image, playerId = '', idx } = photo;
                setReport({ image, state: 'sending' });
                reportPhoto(reportCode, { playerId, idx, image }).then(
                  () => setReport({ image, state: 'sent' }),
                  () => setReport({ image, state: 'failed' }),
                );
              }}
              className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-red-800 shadow hover:bg-red-50 disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {m.gallery_report_photo()}
            </button>
            <p role="status" className="min-h-5 text-sm text-white">
              {REPORT_TEXT[reportState]()}
            </p>
          </div>
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
