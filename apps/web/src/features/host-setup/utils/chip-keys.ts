/** What a key does on a chip of a list of chips: move focus to another chip, remove this one, or nothing. */
export type ChipKeyAction = { move: number } | { remove: true } | null;

/**
 * The chips are one tab stop (roving tabindex) and run in the reading direction (`forward`/`back` are the arrow
 * keys that read on and back): the arrows, Home and End move between them (↓ and ↑ too, as in a list), Delete or
 * Backspace removes the focused one.
 */
export function chipKeyAction(
  key: string,
  index: number,
  count: number,
  arrows: { forward: string; back: string },
): ChipKeyAction {
  const last = count - 1;
  const moves: Record<string, number> = {
    [arrows.forward]: Math.min(index + 1, last),
    ArrowDown: Math.min(index + 1, last),
    [arrows.back]: Math.max(index - 1, 0),
    ArrowUp: Math.max(index - 1, 0),
    Home: 0,
    End: last,
  };
  if (key in moves) return { move: moves[key] };
  if (key === 'Delete' || key === 'Backspace') return { remove: true };
  return null;
}
