import { m } from '@/lib/i18n/messages';
import type { DownloadProgress as Progress } from '../hooks/use-board-downloads';

/** How far a zip download is: "Preparing 3 of 12 photos…" and a bar. */
export function DownloadProgress({ progress }: { progress: Progress | null }) {
  if (!progress) return null;
  const { done, total, label } = progress;
  // No count yet while Download All reads every player's board.
  const text =
    total === 0
      ? m.gallery_reading_boards()
      : m.gallery_preparing({ number: Math.min(done + 1, total), total });
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-violet-200 bg-violet-50 px-4 py-3">
      <p className="text-sm font-medium text-violet-900">
        <span className="sr-only">{label}: </span>
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={m.gallery_downloading({ label })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-violet-200"
      >
        <div className="h-full bg-violet-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
