import type { TResultsPhoto } from '@picture-bingo/shared';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { readingArrows, readsRightToLeft } from '@/lib/i18n/reading-direction';
import { formatCount } from '@/lib/i18n/numbers';

/** How long each photo stays in the slideshow. */
export const SLIDE_MS = 5000;
/** A horizontal swipe at least this long (CSS px) turns the page. */
const SWIPE_PX = 50;

export interface PhotoViewerProps {
  photos: readonly TResultsPhoto[];
  start: number;
  /** Auto-advance, full screen and captions readable across a room. */
  slideshow?: boolean;
  onClose: () => void;
}

/**
 * A photo full screen (the stored 1600 px WebP) with its label and player: ← and → (or a swipe) move between
 * photos in the reading direction (→ moves on left to right, ← right to left), Esc closes, focus stays inside and returns to where it was. As a slideshow it goes full screen and moves
 * on by itself every SLIDE_MS (Space pauses).
 */
export function PhotoViewer({ photos, start, slideshow = false, onClose }: PhotoViewerProps) {
  const [index, setIndex] = useState(start);
  const [playing, setPlaying] = useState(slideshow);
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const count = photos.length;
  const photo = photos[Math.min(index, count - 1)];
  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count]);

  // Focus moves in on open and back out on close; the page behind does not scroll.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const root = rootRef.current;
    if (slideshow && root?.requestFullscreen && !document.fullscreenElement) {
      root.requestFullscreen().catch(() => undefined);
    }
    return () => {
      document.body.style.overflow = overflow;
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      previous?.focus();
    };
  }, [slideshow]);

  // Leaving full screen (Esc in the browser's own handling) ends the slideshow too.
  useEffect(() => {
    if (!slideshow) return;
    const onChange = () => {
      if (!document.fullscreenElement) onClose();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [slideshow, onClose]);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(() => go(1), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count, go]);

  // The next photo is fetched while this one shows.
  useEffect(() => {
    if (count < 2) return;
    const next = new Image();
    next.src = photos[(index + 1) % count].image;
  }, [index, count, photos]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === readingArrows().forward) {
      event.preventDefault();
      go(1);
    } else if (event.key === readingArrows().back) {
      event.preventDefault();
      go(-1);
    } else if (event.key === ' ' && slideshow && event.target === rootRef.current) {
      event.preventDefault();
      setPlaying((p) => !p);
    } else if (event.key === 'Tab' && rootRef.current) {
      const items = Array.from(rootRef.current.querySelectorAll<HTMLElement>('button'));
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const dx = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    // A swipe against the reading direction brings the next photo in (leftwards, or rightwards right to left).
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 !== readsRightToLeft() ? 1 : -1);
  };

  if (!photo) return null;
  const position = m.results_position({ number: formatCount(index + 1), total: formatCount(count) });
  const navButton =
    'flex size-12 items-center justify-center rounded-full bg-white/15 text-2xl text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white';
  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-modal="true"
      aria-label={slideshow ? m.results_slideshow() : m.results_photo_viewer()}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white focus:outline-none"
    >
      <div className="flex items-center justify-between gap-2 p-3">
        <p className="text-sm text-slate-300" aria-live={playing ? 'off' : 'polite'}>
          {position}
        </p>
        <div className="flex gap-2">
          {slideshow && (
            <button
              type="button"
              className={cn(navButton, 'w-auto px-4 text-base')}
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? m.results_pause() : m.results_play()}
            </button>
          )}
          <button
            ref={closeRef}
            type="button"
            className={cn(navButton, 'w-auto px-4 text-base')}
            onClick={onClose}
          >
            {slideshow ? m.results_end_slideshow() : m.gallery_close()}
          </button>
        </div>
      </div>
      <figure
        className="relative flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-2 pb-3 touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <img
          key={photo.image}
          src={photo.image}
          alt={m.gallery_favourite_by({ label: photo.label, name: photo.playerName })}
          draggable={false}
          className="min-h-0 max-w-full flex-1 object-contain"
        />
        <figcaption
          className={cn(
            'max-w-full text-center [overflow-wrap:anywhere]',
            slideshow ? 'text-4xl font-bold sm:text-6xl' : 'text-lg font-semibold',
          )}
        >
          <bdi>{photo.label}</bdi>
          <span
            className={cn(
              'block font-normal text-slate-200',
              slideshow ? 'text-3xl sm:text-5xl' : 'text-base',
            )}
          >
            <bdi>{photo.playerName}</bdi>
          </span>
        </figcaption>
      </figure>
      {count > 1 && (
        <div className="flex justify-center gap-6 pb-4">
          <button
            type="button"
            className={cn(navButton, 'rtl:-scale-x-100')}
            onClick={() => go(-1)}
            aria-label={m.results_previous_photo()}
          >
            ‹
          </button>
          <button
            type="button"
            className={cn(navButton, 'rtl:-scale-x-100')}
            onClick={() => go(1)}
            aria-label={m.results_next_photo()}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
