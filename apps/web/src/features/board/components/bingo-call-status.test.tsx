import type { TBingoCall } from '@picture-bingo/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BingoCallStatus } from './bingo-call-status';

const call = (over: Partial<TBingoCall>): TBingoCall => ({
  id: 'c1',
  playerId: 'p1',
  playerName: 'Maya',
  callerName: 'Maya',
  calledAt: '2025-07-01T10:10:00.000Z',
  condition: 'line',
  prizeName: null,
  status: 'open',
  reason: null,
  decidedAt: null,
  ...over,
});

const shown = (value: TBingoCall | null) => {
  const view = render(<BingoCallStatus call={value} hostName="Ada" />);
  const text = view.container.textContent;
  view.unmount();
  return text;
};

describe('BingoCallStatus: the caller always reads the answer', () => {
  it('waits, then says why a call was not valid, or that another card won the prize first', () => {
    expect(shown(null)).toBe('');
    expect(shown(call({}))).toBe('Your BINGO! is with Ada: waiting for their answer…');
    expect(shown(call({ status: 'refused', reason: 'Blurry <b>' }))).toBe(
      'Not valid — keep playingAda says: Blurry <b>',
    );
    expect(shown(call({ status: 'overtaken', prizeName: 'Bottle of bubbly' }))).toBe(
      'Another card won the Bottle of bubbly first. Keep playing for the next prize!',
    );
    expect(shown(call({ status: 'awarded' }))).toBe('');
  });

  it('is a polite status, never an alarm', () => {
    render(<BingoCallStatus call={call({ status: 'refused', reason: 'Blurry' })} hostName="Ada" />);
    expect(screen.getByRole('status')).toHaveTextContent('Not valid — keep playing');
  });
});
