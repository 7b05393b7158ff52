import { useEffect, useRef } from 'react';
import { readingArrows } from '@/lib/i18n/reading-direction';

export type ReviewShortcut = 'approve' | 'reject' | 'undo' | 'previous' | 'next';

const KEYS: Record<string, ReviewShortcut> = {
  a: 'approve',
  A: 'approve',
  r: 'reject',
  R: 'reject',
  u: 'undo',
  U: 'undo',
};

/** Whether typing goes to this element (a text field, a list box, editable text): its keys are not shortcuts. */
function takesTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'submit', 'reset'].includes(target.type);
  }
  return false;
}

/**
 * The review screen's shortcut for a key press, or null: A approve, R reject, U undo the latest rejection,
 * ← previous, → next (mirrored right to left). Not while
 * typing in a field, with a modifier held (the browser's own shortcuts), or for a held-down key repeating (one
 * press, one decision).
 */
export function reviewShortcut(
  event: Pick<
    KeyboardEvent,
    'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'repeat' | 'target' | 'defaultPrevented'
  >,
): ReviewShortcut | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  if (takesTyping(event.target)) return null;
  // The queue runs in the reading direction: right to left, ← moves on.
  const arrows = readingArrows();
  const shortcut =
    event.key === arrows.forward
      ? 'next'
      : event.key === arrows.back
        ? 'previous'
        : (KEYS[event.key] ?? null);
  if (shortcut && event.repeat && shortcut !== 'previous' && shortcut !== 'next') return null;
  return shortcut;
}

/** Listens for the review shortcuts on the whole page while `enabled` (a dialog open turns them off). */
export function useReviewShortcuts(onShortcut: (shortcut: ReviewShortcut) => void, enabled = true) {
  const handler = useRef(onShortcut);
  useEffect(() => {
    handler.current = onShortcut;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = reviewShortcut(event);
      if (!shortcut) return;
      // Arrows move through the queue instead of scrolling the page.
      event.preventDefault();
      handler.current(shortcut);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
