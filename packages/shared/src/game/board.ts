import type { DEAL_MODES } from '../constants';
import { centreIndex, labelsNeeded } from './setup';

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
export function dealBoard(
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

export type DealMode = (typeof DEAL_MODES)[number];

/**
 * The labels one card is dealt from: the whole pool when each card is drawn at random, otherwise the first n²−1
 * labels of the list (the same for every card).
 */
export function dealtLabels(words: readonly string[], boardSize: number, mode: DealMode): readonly string[] {
  return mode === 'random' ? words : words.slice(0, labelsNeeded(boardSize));
}

/**
 * Deals one card (a player's or a team's): its board's labels, cell by cell, in the game's deal mode (see
 * DEAL_MODES): `random` draws n²−1 labels from the whole pool, `shuffled` shuffles the first n²−1, `same-card` lays
 * them out in the list's order. The free space is always in the centre.
 */
export function dealCard(
  words: readonly string[],
  boardSize: number,
  freeSpaceWord: string,
  mode: DealMode,
  randomInt: RandomInt = mathRandomInt,
): string[] {
  const labels = dealtLabels(words, boardSize, mode);
  if (mode !== 'same-card') return dealBoard(labels, boardSize, freeSpaceWord, randomInt);
  const centre = centreIndex(boardSize);
  return Array.from({ length: boardSize * boardSize }, (_, i) =>
    i === centre ? freeSpaceWord : (labels[i < centre ? i : i - 1] ?? ''),
  );
}

/**
 * How the labels reach the cards, in words for the host's preview ("24 of 36 labels on each card, drawn at
 * random for each guest").
 */
export function poolSummary(labelCount: number, boardSize: number, mode: DealMode): string {
  const needed = labelsNeeded(boardSize);
  if (labelCount <= needed) {
    return `${labelCount} of the ${needed} labels a ${boardSize}x${boardSize} card needs: every card has all of them.`;
  }
  const extra = labelCount - needed;
  if (mode === 'random') {
    return `${needed} of ${labelCount} labels on each card, drawn at random for each guest.`;
  }
  const order = mode === 'shuffled' ? 'each in their own order' : 'all on the same card';
  return `Everyone gets the first ${needed} of your ${labelCount} labels, ${order}; the last ${extra} are not used.`;
}
