/** Whether the page reads right to left (the shown language's `dir` on the document). */
export const readsRightToLeft = (): boolean => document.documentElement.dir === 'rtl';

/**
 * The arrow keys in reading order: `forward` moves on (→ left to right, ← right to left), `back` returns. Lists,
 * tabs and photos run in the reading direction, so the arrow that points the way they run moves on.
 */
export function readingArrows(): { forward: 'ArrowRight' | 'ArrowLeft'; back: 'ArrowRight' | 'ArrowLeft' } {
  return readsRightToLeft()
    ? { forward: 'ArrowLeft', back: 'ArrowRight' }
    : { forward: 'ArrowRight', back: 'ArrowLeft' };
}
