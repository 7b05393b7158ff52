import type { TCell, TLeaderboard } from '@picture-bingo/shared';
import { useEffect, useState } from 'react';
import { CellLabel } from '@/components/game/cell-label';
import { useScreenPlayer } from '../hooks/use-screen-player';
import { prefersReducedMotion } from '../utils/motion';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

/** How long each photo of the winning card stays up. */
export const SLIDE_MS = 5000;

/** The winning card's photos the room may see: counted, not held, not the free space. */
const shownPhotos = (cells: readonly TCell[]) =>
  [...cells]
    .sort((a, b) => a.idx - b.idx)
    .filter((cell) => cell.isMarked && !cell.hold && !cell.isFreeSpace && (cell.image ?? cell.thumb));

/**
 * After the podium, the winning card's photos one at a time, each with its label, for as long as the screen
 * shows the results. With reduced motion nothing changes by itself: the photos stand side by side instead. It
 * takes the height its column leaves (the final page fits the screen).
 */
export function WinnerSlideshow({ code, leaderboard }: { code: string; leaderboard: TLeaderboard }) {
  const { player } = useScreenPlayer(code, leaderboard.winner.id);
  const photos = shownPhotos(player?.cells ?? []);
  const [index, setIndex] = useState(0);
  const [still] = useState(prefersReducedMotion);
  useEffect(() => {
    if (still || photos.length < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => i + 1), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [still, photos.length, index]);
  if (photos.length === 0) return null;

  const title = m.screen_winning_card_of({ name: leaderboard.winner.name });
  const heading = rich(m.screen_winning_card_of, { name: <bdi>{leaderboard.winner.name}</bdi> });
  if (still) {
    // Every photo at once, in as many columns as make a square: they share the height the page leaves.
    const columns = Math.ceil(Math.sqrt(photos.length));
    return (
      <section aria-label={title} className="flex min-h-0 flex-1 flex-col gap-[2dvh]">
        <h3 className="text-[4dvh] leading-[1.2] font-bold [overflow-wrap:anywhere]">{heading}</h3>
        <ul
          className="grid min-h-0 flex-1 gap-[1dvh]"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridAutoRows: 'minmax(0, 1fr)',
          }}
        >
          {photos.map((cell) => (
            <li key={cell.idx} className="min-h-0">
              <img
                src={cell.thumb ?? cell.image ?? ''}
                alt={cell.value}
                className="size-full rounded-2xl object-cover"
              />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const cell = photos[index % photos.length];
  return (
    <section
      aria-label={title}
      data-testid="winner-slideshow"
      className="flex min-h-0 flex-1 flex-col gap-[1.5dvh]"
    >
      <h3 className="text-[4dvh] leading-[1.2] font-bold [overflow-wrap:anywhere]">{heading}</h3>
      {/* The photo takes the height the page leaves: the page never scrolls on a projector. */}
      <figure className="flex min-h-0 flex-1 flex-col gap-[1dvh]">
        <img
          key={cell.idx}
          src={cell.image ?? cell.thumb ?? ''}
          alt={cell.value}
          className="min-h-0 w-full max-w-[44rem] flex-1 rounded-3xl object-cover"
        />
        <figcaption className="h-[9dvh] max-w-[44rem] shrink-0 text-white" aria-hidden="true">
          <CellLabel text={cell.value} max={48} min={32} className="font-bold" />
        </figcaption>
      </figure>
      <p className="text-[3.2dvh] leading-[1.25] text-slate-300">
        {m.screen_photo_position({
          n: formatCount((index % photos.length) + 1),
          total: formatCount(photos.length),
        })}
      </p>
    </section>
  );
}
