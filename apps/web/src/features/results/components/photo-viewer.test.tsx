import type { TResultsPhoto } from '@picture-bingo/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupPhotos } from './photo-grid';
import { PhotoViewer, SLIDE_MS } from './photo-viewer';

const photo = (playerId: string, playerName: string, idx: number, label: string): TResultsPhoto => ({
  playerId,
  playerName,
  idx,
  label,
  image: `/media/${playerId}-${idx}.webp`,
  thumb: `/media/${playerId}-${idx}-thumb.webp`,
});
const PHOTOS = [
  photo('a', 'Ann', 0, 'a cake'),
  photo('a', 'Ann', 1, 'a hat'),
  photo('b', '<b>Bob</b>', 0, 'a hat'),
];

describe('groupPhotos', () => {
  it('groups by label (first appearance) or by player, numbering photos in the order the viewer walks', () => {
    const byLabel = groupPhotos(PHOTOS, 'label');
    expect(byLabel.groups.map((g) => [g.title, g.photos.map((p) => p.index)])).toEqual([
      ['a cake', [0]],
      ['a hat', [1, 2]],
    ]);
    const byPlayer = groupPhotos(PHOTOS, 'player');
    expect(byPlayer.groups.map((g) => g.title)).toEqual(['Ann', '<b>Bob</b>']);
    expect(byPlayer.ordered.map((p) => p.image)).toEqual(PHOTOS.map((p) => p.image));
  });
});

describe('PhotoViewer', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the full photo with its caption; arrows move, Esc closes, focus comes back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <>
        <button type="button">opener</button>
        <PhotoViewer photos={PHOTOS} start={2} onClose={onClose} />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Photo viewer' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/b-0.webp');
    // Hostile text is text.
    expect(dialog).toHaveTextContent('<b>Bob</b>');
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a swipe to the left shows the next photo', () => {
    render(<PhotoViewer photos={PHOTOS} start={0} onClose={() => undefined} />);
    const figure = screen.getByRole('figure');
    fireEvent.pointerDown(figure, { clientX: 300 });
    fireEvent.pointerUp(figure, { clientX: 100 });
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    fireEvent.pointerDown(figure, { clientX: 100 });
    fireEvent.pointerUp(figure, { clientX: 120 });
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });

  it('right to left, ← and a swipe to the right move on', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const user = userEvent.setup();
      render(<PhotoViewer photos={PHOTOS} start={0} onClose={() => undefined} />);
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByText('2 of 3')).toBeInTheDocument();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByText('1 of 3')).toBeInTheDocument();
      const figure = screen.getByRole('figure');
      fireEvent.pointerDown(figure, { clientX: 100 });
      fireEvent.pointerUp(figure, { clientX: 300 });
      expect(screen.getByText('2 of 3')).toBeInTheDocument();
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('the slideshow moves on by itself and pauses', () => {
    vi.useFakeTimers();
    render(<PhotoViewer photos={PHOTOS} start={0} slideshow onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Slideshow' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(SLIDE_MS * 2));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });
});
