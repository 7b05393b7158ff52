import { describe, expect, it } from 'vitest';
import { standingNote } from './standing-note';

const entry = (markedCount: number, status: 'completed' | 'in_progress' = 'in_progress') => ({
  status,
  markedCount,
  totalCount: 8,
});

describe('standingNote', () => {
  it('names a card that met the win rule as BINGO!, whatever the rule', () => {
    expect(standingNote(entry(8, 'completed'), 'full')).toEqual({ kind: 'bingo' });
    expect(standingNote(entry(3, 'completed'), 'line')).toEqual({ kind: 'bingo' });
  });

  it('in a full-card game, a card one or two photos short is close', () => {
    expect(standingNote(entry(7), 'full')).toEqual({ kind: 'close', toGo: 1 });
    expect(standingNote(entry(6), 'full')).toEqual({ kind: 'close', toGo: 2 });
    expect(standingNote(entry(5), 'full')).toBeNull();
  });

  it('says nothing of nearness under a line rule (counts cannot tell it)', () => {
    expect(standingNote(entry(7), 'line')).toBeNull();
    expect(standingNote(entry(7), 'two-lines')).toBeNull();
  });
});
