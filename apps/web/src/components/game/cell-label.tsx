import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { largestFittingSize } from './fit-font-size';

/** Line height as a share of the font size (leading-[1.2]); the truncated fallback cuts at whole lines. */
const LINE_HEIGHT = 1.2;

export interface CellLabelProps {
  text: string;
  /** Largest and smallest font size in px: the text takes the largest that fits, never below `min`. */
  max?: number;
  min?: number;
  className?: string;
  /** Told whenever the text stops or starts fitting (so the owner can offer the full text on tap). */
  onTruncatedChange?: (truncated: boolean) => void;
}

interface Fit {
  size: number;
  /** Even at `min` the text did not fit: it is cut at whole lines, "…" ends a word too wide, `title` has it all. */
  truncated: boolean;
  lines: number;
}

/**
 * What shows of a text that does not fit: whole lines, the last ending in "…" (line clamp), and "…" at the end
 * of a word too wide for the line.
 */
const truncatedStyle = ({ size, lines }: Pick<Fit, 'size' | 'lines'>): CSSProperties => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  maxHeight: `${lines * size * LINE_HEIGHT}px`,
  textOverflow: 'ellipsis',
});

/** The same on the element itself, while measuring (null: none, so the text shows its full extent). */
function applyTruncation(el: HTMLElement, fit: Pick<Fit, 'size' | 'lines'> | null) {
  el.style.display = fit ? '-webkit-box' : '';
  el.style.setProperty('-webkit-box-orient', fit ? 'vertical' : '');
  el.style.setProperty('-webkit-line-clamp', fit ? String(fit.lines) : '');
  el.style.maxHeight = fit ? `${fit.lines * fit.size * LINE_HEIGHT}px` : '';
  el.style.textOverflow = fit ? 'ellipsis' : 'clip';
}

/**
 * A cell's label that fills the box it is given (its parent sets the size), in the largest font size at which
 * it fits. A word never breaks in the middle (lines break only between words: no `overflow-wrap`, no
 * hyphenation). A text that does not fit even at the smallest size shows what fits and keeps the rest in
 * `title` (its owner offers the full text on tap). Measured with a ResizeObserver, so it refits when the cell
 * changes size; the text stays one text node, read and found as it is written.
 */
export function CellLabel({ text, max = 16, min = 10, className, onTruncatedChange }: CellLabelProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const innerRef = useRef<HTMLSpanElement>(null);
  const [fit, setFit] = useState<Fit>({ size: max, truncated: false, lines: 0 });
  const onTruncatedRef = useRef(onTruncatedChange);
  useLayoutEffect(() => {
    onTruncatedRef.current = onTruncatedChange;
  });

  useLayoutEffect(() => {
    const box = boxRef.current;
    const inner = innerRef.current;
    if (!box || !inner) return;
    const measure = () => {
      const height = box.clientHeight;
      if (box.clientWidth === 0 || height === 0) return; // not laid out (hidden, or no layout at all)
      const range = document.createRange();
      range.selectNodeContents(inner);
      applyTruncation(inner, null);
      // The text's own extent, to the fraction of a pixel: a word wider than the line overflows it sideways.
      const fits = (size: number) => {
        inner.style.fontSize = `${size}px`;
        const line = inner.getBoundingClientRect().width;
        return inner.scrollHeight <= height && range.getBoundingClientRect().width <= line + 0.01;
      };
      const result = largestFittingSize(fits, { min, max });
      const lines = Math.max(1, Math.floor(height / (result.size * LINE_HEIGHT)));
      // Set here too: React leaves the style alone when the state comes out the same as before.
      inner.style.fontSize = `${result.size}px`;
      applyTruncation(inner, result.fits ? null : { size: result.size, lines });
      setFit({ size: result.size, truncated: !result.fits, lines });
      // Told from each measurement (not on mount), so an owner that swaps what wraps this label settles.
      onTruncatedRef.current?.(!result.fits);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    // Web fonts change every word's width once they arrive.
    void document.fonts?.ready.then(measure);
    return () => observer?.disconnect();
  }, [text, min, max]);

  return (
    <span
      ref={boxRef}
      className={cn('flex size-full min-h-0 min-w-0 items-center justify-center overflow-hidden', className)}
      title={fit.truncated ? text : undefined}
      data-fit={fit.truncated ? 'truncated' : 'whole'}
    >
      <span
        ref={innerRef}
        className="block w-full overflow-hidden text-center leading-[1.2] [overflow-wrap:normal] [word-break:normal] hyphens-manual"
        style={{
          fontSize: `${fit.size}px`,
          ...(fit.truncated ? truncatedStyle(fit) : {}),
        }}
      >
        {text}
      </span>
    </span>
  );
}
