import { describe, expect, it } from 'vitest';
import type { TCardProgress } from '../schemas/results';
import { rankCards } from './ranking';

const player = (
  id: string,
  markedCount: number,
  lastMarkedAt: string | null,
  joinedAt = '2030-01-01T00:00:00.000Z',
) =>
  ({
    id,
    name: id.toUpperCase(),
    status: 'in_progress',
    markedCount,
    totalCount: 8,
    completedAt: null,
    lastMarkedAt,
    first: false,
    joinedAt,
  }) satisfies TCardProgress;

describe('rankCards', () => {
  it('puts the chosen winner first, whatever their count', () => {
    const ranked = rankCards([player('a', 8, '2030-01-01T00:01:00.000Z'), player('b', 1, null)], 'b');
    expect(ranked.map((r) => [r.rank, r.id, r.isWinner])).toEqual([
      [1, 'b', true],
      [2, 'a', false],
    ]);
  });

  it('ranks by marked cells, then who got there first, then who joined first', () => {
    const ranked = rankCards(
      [
        player('late', 3, '2030-01-01T00:05:00.000Z'),
        player('none', 0, null),
        player('early', 3, '2030-01-01T00:02:00.000Z'),
        player('most', 5, '2030-01-01T00:09:00.000Z'),
        player('joined-second', 0, null, '2030-01-01T00:00:02.000Z'),
      ],
      null,
    );
    expect(ranked.map((r) => r.id)).toEqual(['most', 'early', 'late', 'none', 'joined-second']);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(ranked.every((r) => !r.isWinner)).toBe(true);
  });

  it('a winner id nobody has changes nothing but the flags', () => {
    expect(rankCards([player('a', 1, null)], 'ghost').map((r) => [r.rank, r.isWinner])).toEqual([[1, false]]);
  });
});
