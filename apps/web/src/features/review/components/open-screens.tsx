import type { TPendingPhoto } from '@picture-bingo/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { releaseReviewer } from '../api/pending-photos';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

export interface OpenScreensProps {
  code: string;
  photos: readonly TPendingPhoto[];
  /** The viewer runs the game (owner, co-host): they may take photos back. */
  canTakeBack: boolean;
  /** Photos went back to the queue (how many). */
  onTakenBack: (released: number) => void;
  onFailed: (failure: unknown) => void;
}

/**
 * Which waiting photos are open on whose screen (the review queue handed them to a co-host or moderator), with
 * "Take back" for those who run the game: the photos go back to the queue. Nothing when no screen holds any.
 */
export function OpenScreens({ code, photos, canTakeBack, onTakenBack, onFailed }: OpenScreensProps) {
  // The reviewer whose photos are being taken back now.
  const [busy, setBusy] = useState<string | null>(null);
  const takeBack = (userId: string) => {
    setBusy(userId);
    releaseReviewer(code, userId)
      .then(({ released }) => onTakenBack(released), onFailed)
      .finally(() => setBusy(null));
  };
  const screens = new Map<string, { email: string; count: number }>();
  for (const photo of photos) {
    if (!photo.openOn) continue;
    const screen = screens.get(photo.openOn.userId) ?? { email: photo.openOn.email, count: 0 };
    screens.set(photo.openOn.userId, { ...screen, count: screen.count + 1 });
  }
  if (screens.size === 0) return null;
  return (
    <section aria-labelledby="review-open-title" className="flex min-w-0 flex-col gap-2">
      <h3 id="review-open-title" className="text-lg font-semibold text-slate-900">
        {m.review_open_screens_title()}
      </h3>
      <ul className="flex flex-col gap-2">
        {[...screens].map(([userId, { email, count }]) => (
          <li key={userId} className="flex min-w-0 flex-wrap items-center gap-3" data-testid="open-screen">
            <span className="flex min-w-0 flex-1 flex-col text-sm [overflow-wrap:anywhere] text-slate-800">
              <bdi className="font-medium">{email}</bdi>
              <span>{m.review_open_count({ count, shown: formatCount(count) })}</span>
            </span>
            {canTakeBack && (
              <Button
                size="sm"
                variant="outlined"
                loading={busy === userId}
                onClick={() => takeBack(userId)}
                aria-label={m.review_take_back_from({ email })}
              >
                {m.review_take_back()}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
