import type { TPendingPhoto, TReportReason } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** Why guests reported a photo, in the words a host reads. */
const REPORT_REASON_TEXTS: Record<TReportReason, () => string> = {
  inappropriate: m.review_report_inappropriate,
  'wrong-square': m.review_report_wrong_square,
  unwanted: m.review_report_unwanted,
  other: m.review_report_other,
};

/** The reports that count against a photo, by reason ("Reported: doesn't match the square (2), other (1)"). */
export function reportsText(reports: NonNullable<TPendingPhoto['reports']>): string {
  const reasons = reports
    .map(({ reason, count }) =>
      m.review_report_entry({ reason: REPORT_REASON_TEXTS[reason](), count: formatCount(count) }),
    )
    .join(m.review_list_separator());
  return m.review_reports({ reasons });
}

/** Why guests reported the photo, when they did: shown with it wherever it is decided. */
export function PhotoReports({ photo }: { photo: Pick<TPendingPhoto, 'reports'> }) {
  if (!photo.reports?.length) return null;
  return (
    <span className="block text-sm font-semibold text-red-800" data-testid="photo-reports">
      {reportsText(photo.reports)}
    </span>
  );
}
