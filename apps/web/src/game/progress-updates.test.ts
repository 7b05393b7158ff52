import { describe, expect, it } from 'vitest';
import { cell, leaderboardOf, players, progressOf } from '@/testing/results-fixtures';
import { winnerChoice, withCellUpdate, withWinner } from './progress-updates';

describe('withCellUpdate', () => {
  it("takes the player's marked count from the event and re-ranks", () => {
    const progress = progressOf();
    expect(progress.ranking.map((p) => p.name)).toEqual(['Bob', 'Cleo', 'Alice']);
    const next = withCellUpdate(progress, {
      playerId: 'p1',
      markedCount: 6,
      cell: cell({ idx: 0, isMarked: true, thumb: '/t.webp', updatedAt: '2025-07-01T10:10:00.000Z' }),
    });
    expect(next.players.find((p) => p.id === 'p1')).toMatchObject({
      markedCount: 6,
      lastMarkedAt: '2025-07-01T10:10:00.000Z',
    });
    expect(next.ranking.map((p) => [p.name, p.rank])).toEqual([
      ['Bob', 1],
      ['Alice', 2],
      ['Cleo', 3],
    ]);
  });

  it('changes nothing for an unknown player or an event that changes no count', () => {
    const progress = progressOf();
    const update = { playerId: 'nobody', markedCount: 4, cell: cell({ idx: 0 }) };
    expect(withCellUpdate(progress, update)).toBe(progress);
    expect(withCellUpdate(progress, { ...update, playerId: 'p1', markedCount: 3 })).toBe(progress);
  });
});

describe('withWinner', () => {
  it('puts the final leaderboard in and completes the game', () => {
    const list = players();
    const next = withWinner(progressOf(), leaderboardOf(list, 'p3'));
    expect(next.leaderboard?.winner).toEqual({ id: 'p3', name: 'Cleo' });
    expect(next.ranking[0]).toMatchObject({ id: 'p3', rank: 1, isWinner: true });
    expect(next.game).toMatchObject({ status: 'COMPLETED', phase: 'finished' });
    expect(next.players.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    expect(next.players[0]).not.toHaveProperty('rank');
  });
});

describe('winnerChoice', () => {
  it('is open only while a started game has no winner', () => {
    expect(winnerChoice(progressOf())).toBe('open');
    expect(winnerChoice(progressOf({ phase: 'finished' }))).toBe('open');
    expect(winnerChoice(progressOf({ status: 'PAUSED' }))).toBe('open');
    expect(winnerChoice(progressOf({ phase: 'lobby' }))).toBe('not-started');
    expect(winnerChoice(progressOf({ status: 'CANCELLED', phase: 'finished' }))).toBe('cancelled');
    expect(winnerChoice(progressOf({ status: 'COMPLETED', phase: 'finished' }, players(), 'p2'))).toBe(
      'decided',
    );
  });
});
