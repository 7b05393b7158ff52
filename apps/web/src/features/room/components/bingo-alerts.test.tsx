import type { TOpenBingoCall } from '@picture-bingo/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BingoAlertList } from './bingo-alerts';
import { BingoCallCard, canAward } from './bingo-call-card';

const cell = (idx: number, marked = true) => ({
  idx,
  value: `Label ${idx + 1}`,
  isMarked: marked,
  image: marked ? `/media/p1/${idx}.webp` : null,
  thumb: marked ? `/media/p1/${idx}-thumb.webp` : null,
  isFreeSpace: false,
  updatedAt: null,
});

const call = (over: Partial<TOpenBingoCall> = {}): TOpenBingoCall => ({
  id: 'c1',
  playerId: 'p1',
  playerName: 'Ann',
  callerName: 'Ann',
  calledAt: '2025-07-01T10:10:00.000Z',
  condition: 'line',
  prizeName: null,
  status: 'open',
  reason: null,
  decidedAt: null,
  first: true,
  line: [cell(0), cell(1), cell(2)],
  lineIntact: true,
  pendingPhotos: 0,
  ...over,
});

describe('BingoAlertList: open calls on every host page', () => {
  it('names the caller as text, says whether photos wait, and leads to the control room', () => {
    render(
      <MemoryRouter>
        <BingoAlertList
          code="ABC123"
          calls={[call({ playerName: '<img src=x onerror=alert(1)>', pendingPhotos: 2 })]}
          photoReview
          eventTitle="Office Party"
        />
      </MemoryRouter>,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('<img src=x onerror=alert(1)> called BINGO! (first to complete)');
    expect(document.querySelector('img')).toBeNull();
    expect(notice).toHaveTextContent('2 photos still waiting for review');
    expect(screen.getByRole('link', { name: 'Answer in the control room' })).toHaveAttribute(
      'href',
      '/room/ABC123',
    );
    expect(screen.getByRole('link', { name: 'Review card' })).toHaveAttribute('href', '/host/ABC123/review');
  });

  it('flags a changed line, and Dismiss hides a call until it is made again', async () => {
    const calls = [
      call({ lineIntact: false }),
      call({ id: 'c2', playerId: 'p2', playerName: 'Bob', first: false }),
    ];
    const view = render(
      <MemoryRouter>
        <BingoAlertList code="ABC123" calls={calls} photoReview eventTitle={null} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('This line changed after the call');
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('Every photo on this card is reviewed');
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // Bob calls again: his notice is back.
    const again = [calls[0], { ...calls[1], calledAt: '2025-07-01T10:12:00.000Z' }] as TOpenBingoCall[];
    view.rerender(
      <MemoryRouter>
        <BingoAlertList code="ABC123" calls={again} photoReview eventTitle={null} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});

describe('BingoCallCard: one call in the control room', () => {
  it("shows the line's photos, who called for which team and prize, and awards it", async () => {
    const onAward = vi.fn();
    render(
      <BingoCallCard
        call={call({ callerName: 'Vic', playerName: 'Owls', prizeName: 'Bottle of bubbly' })}
        photoReview={false}
        busy={false}
        onAward={onAward}
        onRefuse={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: /Owls called BINGO!/ })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Vic called for Owls');
    expect(article).toHaveTextContent('For the Bottle of bubbly');
    const line = screen.getByRole('list', { name: 'The called line' });
    expect(line.querySelectorAll('img')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Award' }));
    expect(onAward).toHaveBeenCalledOnce();
  });

  it('a changed line cannot be awarded; "Not valid — keep playing" needs a reason', async () => {
    const onRefuse = vi.fn();
    const changed = call({ lineIntact: false, line: [cell(0, false), cell(1), cell(2)] });
    expect(canAward(changed)).toBe(false);
    render(<BingoCallCard call={changed} photoReview busy={false} onAward={vi.fn()} onRefuse={onRefuse} />);
    expect(screen.getByRole('status')).toHaveTextContent('It no longer counts.');
    expect(screen.queryByRole('button', { name: 'Award' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'The called line' }).querySelectorAll('img')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Not valid — keep playing' }));
    const send = screen.getByRole('button', { name: 'Not valid — keep playing' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Why it is not valid/), 'The cake photo was rejected');
    await userEvent.click(send);
    expect(onRefuse).toHaveBeenCalledWith('The cake photo was rejected');
  });
});
