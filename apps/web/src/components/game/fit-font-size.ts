/**
 * The largest font size from `min` to `max` (in `step`s) at which `fits` holds, or `min` when none does. `fits`
 * must be monotonic (smaller text never fits worse), so a binary search needs only a few layouts.
 */
export function largestFittingSize(
  fits: (size: number) => boolean,
  { min, max, step = 0.5 }: { min: number; max: number; step?: number },
): { size: number; fits: boolean } {
  const steps = Math.max(0, Math.floor((max - min) / step));
  const sizeAt = (i: number) => min + i * step;
  if (!fits(sizeAt(0))) return { size: min, fits: false };
  let low = 0;
  let high = steps;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(sizeAt(mid))) low = mid;
    else high = mid - 1;
  }
  return { size: sizeAt(low), fits: true };
}

/**
 * The same answer taken one layout at a time, so many labels can be fitted in step: each round every label sets
 * the size `next()` names, then every label reads whether it fits (`report`), one layout for all of them. The
 * largest size is tried first (most labels fit at it: one round), then the smallest, then a binary search.
 */
export class FitSearch {
  private low = 0;
  private high: number;
  private phase: 'max' | 'min' | 'search' | 'done' = 'max';
  private failed = false;
  private readonly min: number;
  private readonly step: number;

  constructor({ min, max, step = 0.5 }: { min: number; max: number; step?: number }) {
    this.min = min;
    this.step = step;
    this.high = Math.max(0, Math.floor((max - min) / step));
  }

  private mid(): number {
    return Math.ceil((this.low + this.high) / 2);
  }

  /** The size to try next, or null when the search is over. */
  next(): number | null {
    if (this.phase === 'max') return this.min + this.high * this.step;
    if (this.phase === 'min') return this.min;
    if (this.phase === 'search' && this.low < this.high) return this.min + this.mid() * this.step;
    return null;
  }

  /** Whether the size `next()` named fits. */
  report(fits: boolean): void {
    if (this.phase === 'max') {
      if (fits) this.low = this.high;
      else this.high -= 1;
      this.phase = fits ? 'done' : this.high < 0 ? 'done' : 'min';
      this.failed = !fits && this.high < 0;
      return;
    }
    if (this.phase === 'min') {
      this.failed = !fits;
      this.phase = fits ? 'search' : 'done';
      return;
    }
    const mid = this.mid();
    if (fits) this.low = mid;
    else this.high = mid - 1;
  }

  /** The answer, once `next()` is null. */
  result(): { size: number; fits: boolean } {
    return this.failed
      ? { size: this.min, fits: false }
      : { size: this.min + this.low * this.step, fits: true };
  }
}
