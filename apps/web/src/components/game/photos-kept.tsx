import { formatDate } from '@/lib/format';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';

/**
 * "Photos kept until …" for a completed or cancelled game (the server's photosDeleteAt: PHOTO_RETENTION_DAYS after
 * it ended), "Photos deleted" once that day has passed; nothing for a game that has not ended.
 */
export function PhotosKept({
  deleteAt,
  className,
}: {
  deleteAt: string | null | undefined;
  className?: string;
}) {
  if (!deleteAt) return null;
  const passed = Date.parse(deleteAt) <= Date.now();
  return (
    <span className={className ?? 'text-sm text-slate-600'}>
      {passed
        ? m.game_photos_deleted()
        : rich(m.game_photos_kept_until, {
            date: <time dateTime={deleteAt}>{formatDate(deleteAt)}</time>,
          })}
    </span>
  );
}
