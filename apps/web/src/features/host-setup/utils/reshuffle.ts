import { dealCard } from '@picture-bingo/shared';

const ATTEMPTS = 20;

/**
 * Deals the card again so that it visibly changes: with two or more labels a new deal equal to the previous
 * one is drawn again (a few times at most; with one label or none there is nothing to move).
 */
export function reshuffleCard(
  previous: readonly string[],
  words: readonly string[],
  boardSize: number,
  freeSpaceWord: string,
): string[] {
  let next = dealCard(words, boardSize, freeSpaceWord);
  for (let i = 0; i < ATTEMPTS && words.length > 1 && next.join('\n') === previous.join('\n'); i++) {
    next = dealCard(words, boardSize, freeSpaceWord);
  }
  return next;
}
