import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { m } from '@/lib/i18n/messages';

export interface ShowMorePlayersProps {
  shown: number;
  total: number;
  /** More than one page in all: a game shown whole at once (the usual small one) shows none of this. */
  paged: boolean;
  hasMore: boolean;
  loading: boolean;
  /** The last press failed: pressing again tries again. */
  failed: boolean;
  onShowMore: () => void;
}

/** Under a large game's cards: how many are shown, and "Show more players" for the next page. */
export function ShowMorePlayers({
  shown,
  total,
  paged,
  hasMore,
  loading,
  failed,
  onShowMore,
}: ShowMorePlayersProps) {
  const status = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);
  // The last page took the button away: focus goes to the count, not back to the top of the page.
  useEffect(() => {
    if (!hasMore && pressed.current) status.current?.focus();
  }, [hasMore]);
  if (!paged) return null;
  return (
    <div className="flex flex-col items-center gap-3 py-2">
      {/* Read out as pages arrive, so pressing the button is heard to work. */}
      <p ref={status} tabIndex={-1} role="status" className="text-slate-700 outline-none">
        {hasMore ? m.gallery_showing_some({ shown, total }) : m.gallery_showing_all({ total })}
      </p>
      {failed && !loading && (
        <p role="alert" className="text-red-700">
          {m.gallery_more_failed()}
        </p>
      )}
      {hasMore && (
        <Button
          variant="outlined"
          onClick={() => {
            pressed.current = true;
            onShowMore();
          }}
          loading={loading}
        >
          {m.gallery_show_more()}
        </Button>
      )}
    </div>
  );
}
