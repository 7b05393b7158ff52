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
 * shows the results. With reduced motion nothing changes by itself: the photos stand side by side instead.
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
    return (
      <section aria-label={title} className="flex flex-col gap-6">
        <h3 className="text-5xl font-bold [overflow-wrap:anywhere]">{heading}</h3>
        <ul className="grid grid-cols-3 gap-4">
          {photos.map((cell) => (
            <li key={cell.idx} className="flex flex-col gap-2">
              <img
                src={cell.thumb ?? cell.image ?? ''}
                alt={cell.value}
                className="aspect-square w-full rounded-2xl object-cover"
              />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const cell = photos[index % photos.length];
  return (
    <section aria-label={title} data-testid="winner-slideshow" className="flex flex-col gap-6">
      <h3 className="text-5xl font-bold [overflow-wrap:anywhere]">{heading}</h3>
      <figure className="flex flex-col gap-4">
        <img
          key={cell.idx}
          src={cell.image ?? cell.thumb ?? ''}
          alt={cell.value}
          className="aspect-square w-full max-w-[44rem] rounded-3xl object-cover"
        />
        <figcaption className="h-28 max-w-[44rem] text-white" aria-hidden="true">
          <CellLabel text={cell.value} max={48} min={32} className="font-bold" />
        </figcaption>
      </figure>
      <p className="text-4xl text-slate-300">
        {m.screen_photo_position({
          n: formatCount((index % photos.length) + 1),
          total: formatCount(photos.length),
        })}
      </p>
    </section>
  );
}
