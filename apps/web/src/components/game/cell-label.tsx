import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { cancelFit, fitLabel, LINE_HEIGHT, type Fit, type LabelJob } from './label-fitter';

export interface CellLabelProps {
  text: string;
  /** Largest and smallest font size in px: the text takes the largest that fits, never below `min`. */
  max?: number;
  min?: number;
  className?: string;
  /** Told whenever the text stops or starts fitting (so the owner can offer the full text on tap). */
  onTruncatedChange?: (truncated: boolean) => void;
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

/**
 * A cell's label that fills the box it is given (its parent sets the size), in the largest font size at which
 * it fits. A word never breaks in the middle (lines break only between words: no `overflow-wrap`, no
 * hyphenation). Text without spaces (Japanese, Chinese) breaks between its characters, as `word-break: normal`
 * allows, while a Latin word inside it stays whole; strict line breaking never starts a line with a small kana,
 * "ー" or closing punctuation (they belong to the character before). A text that does not fit even at the smallest size shows what fits and keeps the rest in
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
    const job: LabelJob = {
      box,
      inner,
      min,
      max,
      done: (result) => {
        setFit(result);
        // Told from each measurement (not on mount), so an owner that swaps what wraps this label settles.
        onTruncatedRef.current?.(result.truncated);
      },
    };
    fitLabel(job, true);
    // Its first call reports the size just fitted, and is skipped (see fitLabel).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => fitLabel(job));
    observer?.observe(box);
    // Web fonts change every word's width once they arrive (nothing to wait for once they are in).
    if (document.fonts && document.fonts.status !== 'loaded')
      void document.fonts.ready.then(() => fitLabel(job, true));
    return () => {
      observer?.disconnect();
      cancelFit(job);
    };
  }, [text, min, max]);

  return (
    <span
      ref={boxRef}
      className={cn(
        'flex size-full min-h-0 min-w-0 items-center justify-center overflow-hidden [contain:strict]',
        className,
      )}
      title={fit.truncated ? text : undefined}
      data-fit={fit.truncated ? 'truncated' : 'whole'}
    >
      <span
        ref={innerRef}
        className="block w-full overflow-hidden text-center leading-[1.2] [overflow-wrap:normal] [word-break:normal] [line-break:strict] hyphens-manual"
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
