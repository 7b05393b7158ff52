import { useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

const LINE_HEIGHT = 1.15;
/** Below the legible minimum only for a single word too long for its box (it is never broken). */
const LAST_RESORT_PX = 20;

export interface FitTextProps {
  text: string;
  /** Font sizes in px: it starts at `max` and shrinks (to `min`) until it fits `lines` lines of its box. */
  max: number;
  min: number;
  lines: number;
  className?: string;
}

/**
 * A label sized to fit its box: words are never split (no mid-word breaks, no hyphens); the text shrinks instead,
 * down to `min`, and below it only when one word alone is wider than the box.
 */
export function FitText({ text, max, min, lines, className }: FitTextProps) {
  const ref = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      const set = (px: number) => {
        el.style.fontSize = `${px}px`;
        el.style.maxHeight = `${Math.ceil(px * LINE_HEIGHT * lines) + 1}px`;
      };
      const tooWide = () => el.scrollWidth > el.clientWidth + 1;
      const tooTall = () => el.scrollHeight > el.clientHeight + 1;
      let px = max;
      set(px);
      while (px > min && (tooWide() || tooTall())) set((px -= 2));
      while (px > LAST_RESORT_PX && tooWide()) set((px -= 2));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    if (el.parentElement) observer.observe(el.parentElement);
    return () => observer.disconnect();
  }, [text, max, min, lines]);

  return (
    <span
      ref={ref}
      style={{ lineHeight: LINE_HEIGHT, fontSize: max }}
      className={cn(
        'block w-full overflow-hidden [overflow-wrap:normal] [word-break:keep-all] [hyphens:none]',
        className,
      )}
    >
      {text}
    </span>
  );
}
