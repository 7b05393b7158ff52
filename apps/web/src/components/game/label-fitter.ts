import { FitSearch } from './fit-font-size';

/** Line height as a share of the font size (leading-[1.2]); the truncated fallback cuts at whole lines. */
export const LINE_HEIGHT = 1.2;

export interface Fit {
  size: number;
  /** Even at `min` the text did not fit: it is cut at whole lines, "…" ends a word too wide, `title` has it all. */
  truncated: boolean;
  lines: number;
}

/** One label to fit: its box (sized by its parent) and the text inside, and who hears the answer. */
export interface LabelJob {
  box: HTMLElement;
  inner: HTMLElement;
  min: number;
  max: number;
  done: (fit: Fit) => void;
  /** The box's size at the last fit: a resize to the same size (a ResizeObserver's first call) is skipped. */
  fittedAt?: string;
}

/** The same truncation on the element itself, while measuring (null: none, so the text shows its full extent). */
export function applyTruncation(el: HTMLElement, fit: Pick<Fit, 'size' | 'lines'> | null) {
  el.style.display = fit ? '-webkit-box' : '';
  el.style.setProperty('-webkit-box-orient', fit ? 'vertical' : '');
  el.style.setProperty('-webkit-line-clamp', fit ? String(fit.lines) : '');
  el.style.maxHeight = fit ? `${fit.lines * fit.size * LINE_HEIGHT}px` : '';
  el.style.textOverflow = fit ? 'ellipsis' : 'clip';
}

const pending = new Map<LabelJob, boolean>();
let scheduled = false;

/**
 * Fits every label asked for in this turn together: each round all of them set a size, then all of
 * them read whether it fits, so a 5×5 card costs about seven layouts instead of seven per label (on a slowed
 * phone that was a 2.6 s task before the card showed). Runs in a microtask: after the render's layout effects,
 * before the browser paints. `force` refits a box of the same size (the text or the range changed).
 */
export function fitLabel(job: LabelJob, force = false): void {
  pending.set(job, force || (pending.get(job) ?? false));
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(fitPending);
}

/** A label gone (unmounted, or its text changed) is not fitted any more. */
export function cancelFit(job: LabelJob): void {
  pending.delete(job);
}

/** Fits whatever is waiting now (the microtask does it by itself). */
export function fitPending(): void {
  scheduled = false;
  const jobs = [...pending];
  pending.clear();
  // Read: every box's size (one layout for all).
  const active: { job: LabelJob; height: number; range: Range; search: FitSearch }[] = [];
  for (const [job, force] of jobs) {
    if (!job.box.isConnected) continue;
    const width = job.box.clientWidth;
    const height = job.box.clientHeight;
    if (width === 0 || height === 0) continue; // not laid out (hidden, or no layout at all)
    const at = `${width}x${height}`;
    if (!force && job.fittedAt === at) continue;
    job.fittedAt = at;
    const range = document.createRange();
    range.selectNodeContents(job.inner);
    active.push({ job, height, range, search: new FitSearch({ min: job.min, max: job.max }) });
  }
  for (const { job } of active) applyTruncation(job.inner, null);
  for (;;) {
    const round = active.filter(({ search }) => search.next() !== null);
    if (round.length === 0) break;
    // Write every size, then read every answer: the first read lays out once, the rest read the same layout.
    for (const { job, search } of round) job.inner.style.fontSize = `${search.next()}px`;
    for (const { job, height, range, search } of round) {
      // The text's own extent, to the fraction of a pixel: a word wider than the line overflows it sideways.
      const line = job.inner.getBoundingClientRect().width;
      search.report(job.inner.scrollHeight <= height && range.getBoundingClientRect().width <= line + 0.01);
    }
  }
  for (const { job, height, search } of active) {
    const result = search.result();
    const lines = Math.max(1, Math.floor(height / (result.size * LINE_HEIGHT)));
    // Set here too: React leaves the style alone when the state comes out the same as before.
    job.inner.style.fontSize = `${result.size}px`;
    applyTruncation(job.inner, result.fits ? null : { size: result.size, lines });
    job.done({ size: result.size, truncated: !result.fits, lines });
  }
}
