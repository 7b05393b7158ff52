import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HeartCount } from '@/components/game/hearts/heart-count';
import { heartCounts, heartsQueryOptions } from '@/game/hearts';
import { hidePhoto } from '../api/hide-photo';
import { livePhotosQueryOptions, screenGalleryQueryOptions } from '../api/screen-gallery';
import { newestPhotos, WALL_SIZE, type WallPhoto } from '../utils/photo-wall';
import { CellLabel } from '@/components/game/cell-label';
import { m } from '@/lib/i18n/messages';

/**
 * One photo of the wall. The host hides it with one tap (the photo leaves every screen and waits for review); the
 * button shows on hover or keyboard focus only, so the room does not read it.
 */
function Tile({
  photo,
  hearts,
  onHide,
}: {
  photo: WallPhoto;
  hearts: number;
  onHide: (photo: WallPhoto) => void;
}) {
  return (
    <li className="group relative aspect-square overflow-hidden rounded-2xl bg-slate-800">
      <img
        src={photo.thumb}
        alt={m.screen_photo_alt({ label: photo.label, name: photo.playerName })}
        width={400}
        height={400}
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      <span className="absolute start-3 top-3">
        <HeartCount hearts={hearts} size="lg" />
      </span>
      {/* The caption repeats the image's text for the room; readers get it once, from the alt. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-slate-950/85 px-4 py-3"
      >
        <span className="block h-24">
          <CellLabel text={photo.label} max={40} min={32} className="font-bold text-white" />
        </span>
        <span className="truncate text-[2rem] leading-tight text-slate-200">
          <bdi>{photo.playerName}</bdi>
        </span>
      </div>
      <button
        type="button"
        onClick={() => onHide(photo)}
        aria-label={m.screen_hide_photo({ label: photo.label, name: photo.playerName })}
        className="absolute end-3 top-3 rounded-xl bg-white px-4 py-2 text-4xl font-bold text-slate-900 opacity-0 shadow-lg group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-4 focus-visible:outline-amber-400"
      >
        {m.screen_hide()}
      </button>
    </li>
  );
}

/**
 * The newest photos that count, newest first, on a fixed grid of square tiles: a new photo takes the first tile
 * and the others move along, but the wall itself never changes size.
 */
export function PhotoWall({ code }: { code: string }) {
  // Nobody is at a projector to press Try again: a failed load is retried now and then.
  const gallery = useQuery({
    ...screenGalleryQueryOptions(code),
    refetchInterval: (query) => (query.state.status === 'error' ? 30_000 : false),
  });
  // Photos of players beyond the page read (a large game), as they come.
  const live = useQuery(livePhotosQueryOptions(code));
  // Guests' hearts, kept live by the screen's channel (hearts:updated frames).
  const counts = heartCounts(useQuery(heartsQueryOptions(code, 'host')).data);
  // Tiles the host hid: gone at once here, while the server tells every other screen.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const photos = gallery.data
    ? newestPhotos(gallery.data, WALL_SIZE + hidden.size, live.data)
        .filter((p) => !hidden.has(`${p.key}:${p.thumb}`))
        .slice(0, WALL_SIZE)
    : [];
  const hide = (photo: WallPhoto) => {
    setHidden((current) => new Set(current).add(`${photo.key}:${photo.thumb}`));
    hidePhoto(code, photo.key, photo.thumb).catch(() => undefined);
  };
  const note = gallery.isError
    ? m.screen_photos_failed()
    : gallery.data && photos.length === 0
      ? m.screen_waiting_first_photo()
      : '';

  return (
    <section
      aria-labelledby="wall-title"
      className="flex w-[calc((100dvh_-_25rem)_*_3_/_2)] max-w-full min-w-0 flex-col gap-4"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="wall-title" className="text-5xl font-bold">
          {m.screen_latest_photos()}
        </h2>
        {/* Always there (even empty), so the wall below never moves. */}
        <p className="min-h-10 text-4xl text-slate-300">{note}</p>
      </div>
      {/* 3 × 2 tiles kept within the screen's height (what the header and the wall's title leave). */}
      <ul aria-labelledby="wall-title" className="grid w-full grid-cols-3 gap-4">
        {photos.map((photo) => (
          <Tile key={photo.key} photo={photo} hearts={counts.get(photo.key) ?? 0} onHide={hide} />
        ))}
        {Array.from({ length: WALL_SIZE - photos.length }, (_, i) => (
          <li
            key={`empty-${i}`}
            aria-hidden="true"
            className="aspect-square rounded-2xl border-2 border-dashed border-slate-700"
          />
        ))}
      </ul>
    </section>
  );
}
