import { dealCard, type DealMode } from '@picture-bingo/shared';

const ATTEMPTS = 20;

/**
 * Deals the card again (in the game's deal mode) so that it visibly changes: with two or more labels a new deal
 * equal to the previous one is drawn again (a few times at most; with one label or none, or one card for
 * everyone, there is nothing to move).
 */
export function reshuffleBoard(
  previous: readonly string[],
  words: readonly string[],
  boardSize: number,
  freeSpaceWord: string,
  dealMode: DealMode = 'random',
): string[] {
  const deal = () => dealCard(words, boardSize, freeSpaceWord, dealMode);
  let next = deal();
  for (
    let i = 0;
    i < ATTEMPTS && dealMode !== 'same-card' && words.length > 1 && next.join('\n') === previous.join('\n');
    i++
  ) {
    next = deal();
  }
  return next;
}
