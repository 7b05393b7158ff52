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
