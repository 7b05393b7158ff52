import { centreIndex, dealBoard } from '@picture-bingo/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BoardPreview } from './board-preview';

function renderCard(words: string[], size: number, free: string) {
  render(
    <BoardPreview cells={dealBoard(words, size, free)} size={size} freeSpaceIndex={centreIndex(size)} />,
  );
  return within(screen.getByRole('list', { name: `Bingo card, ${size} by ${size}` })).getAllByRole(
    'listitem',
  );
}

describe('BoardPreview', () => {
  it('draws an n×n grid with the free space in the centre cell floor(n²/2)', () => {
    for (const size of [3, 4, 5]) {
      const words = Array.from({ length: size * size - 1 }, (_, i) => `Label ${i + 1}`);
      const cells = renderCard(words, size, 'FREE');
      expect(cells).toHaveLength(size * size);
      const centre = cells[Math.floor((size * size) / 2)];
      expect(centre).toHaveAttribute('data-free-space');
      expect(centre).toHaveTextContent('FREE');
      expect(cells.filter((cell) => cell.hasAttribute('data-free-space'))).toHaveLength(1);
      document.body.innerHTML = '';
    }
  });

  it('shows "Cell n" (n from 1) where the labels run out', () => {
    const cells = renderCard(['Sun', 'Moon'], 3, 'STAR');
    const texts = cells.map((cell) => cell.textContent);
    expect(texts.filter((t) => t === 'Sun' || t === 'Moon')).toHaveLength(2);
    // Two labels fill cells 1 and 2; cell 5 is the free space; the rest are empty.
    expect(texts.slice(2)).toEqual([
      'Cell 3',
      'Cell 4',
      'Free space: STAR',
      'Cell 6',
      'Cell 7',
      'Cell 8',
      'Cell 9',
    ]);
  });
});
