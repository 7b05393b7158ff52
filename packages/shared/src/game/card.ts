import { centreIndex } from './setup';

/** A random integer in [0, max); the server passes a crypto source, previews may use Math.random. */
export type RandomInt = (max: number) => number;

export const mathRandomInt: RandomInt = (max) => Math.floor(Math.random() * max);

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(items: readonly T[], randomInt: RandomInt = mathRandomInt): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Lays out a card: the free-space word in the centre (index floor(n²/2)) and a shuffled copy of the labels
 * around it. Cells beyond the labels are '' (screens show `Cell {n}` for them).
 */
export function dealCard(
  words: readonly string[],
  boardSize: number,
  freeSpaceWord: string,
  randomInt: RandomInt = mathRandomInt,
): string[] {
  const total = boardSize * boardSize;
  const centre = centreIndex(boardSize);
  const shuffled = shuffle(words, randomInt);
  const cells: string[] = [];
  let next = 0;
  for (let i = 0; i < total; i++) {
    cells.push(i === centre ? freeSpaceWord : (shuffled[next++] ?? ''));
  }
  return cells;
}
