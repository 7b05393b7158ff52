import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { galleryPlayer } from '../testing/gallery-fixtures';
import { PlayerCardGrid } from './player-card-grid';

function setup() {
  const ana = galleryPlayer('p1', 'Ana', [0]);
  ana.status = 'completed';
  // A photo waiting for the host's review.
  ana.cells[1] = {
    ...ana.cells[1],
    image: '/media/wait.webp',
    thumb: '/media/wait-thumb.webp',
    isMarked: false,
  };
  const hostile = galleryPlayer('p2', '<img src=x onerror=alert(1)>');
  const onDownload = vi.fn();
  render(<PlayerCardGrid players={[ana, hostile]} boardSize={3} winnerId={null} onDownload={onDownload} />);
  return { ana, hostile, onDownload };
}

describe('PlayerCardGrid', () => {
  it('shows a card per player: name, id, status, marked count and a labelled download button', async () => {
    const { ana, hostile, onDownload } = setup();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAccessibleName('Ana');
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    // The short Player ID (shortPlayerId) of the id p1.
    expect(first.getByText('P1')).toBeInTheDocument();
    expect(first.getByText('Completed')).toBeInTheDocument();
    expect(first.getByText('1 / 8')).toBeInTheDocument();
    const download = first.getByRole('button', { name: 'Download board images of Ana' });
    expect(download).toHaveAttribute('title', 'Download board images');
    await userEvent.click(download);
    expect(onDownload).toHaveBeenCalledWith(ana);

    // Hostile names are text, nothing else.
    const second = within(cards[1]);
    expect(second.getByRole('heading', { name: hostile.name })).toBeInTheDocument();
    expect(second.getByText('In Progress')).toBeInTheDocument();
    expect(second.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws the board: thumbnails loaded lazily, half opacity until they count, labels for empty cells', () => {
    setup();
    const board = screen.getByRole('list', { name: "Ana's board" });
    expect(within(board).getAllByRole('listitem')).toHaveLength(9);
    const marked = screen.getByRole('img', { name: 'Photo for “Label 1” by Ana' });
    expect(marked).toHaveAttribute('src', '/media/p1-0-thumb.webp');
    expect(marked).toHaveAttribute('loading', 'lazy');
    expect(marked).toHaveAttribute('decoding', 'async');
    expect(marked).toHaveClass('opacity-100');
    expect(screen.getByRole('img', { name: 'Photo for “Label 2” by Ana' })).toHaveClass('opacity-50');
    expect(within(board).getByText('Label 3')).toBeInTheDocument();
    expect(within(board).getByText('Free')).toBeInTheDocument();
  });

  it('opens a photo full size, and closes it with Close, Escape or the backdrop', async () => {
    const user = userEvent.setup();
    setup();
    const open = async () => {
      await user.click(screen.getByRole('button', { name: 'Photo for “Label 1” by Ana' }));
      return screen.getByRole('dialog', { name: 'Label 1 by Ana' });
    };

    const dialog = await open();
    expect(within(dialog).getByRole('img', { name: 'Photo for “Label 1” by Ana' })).toHaveAttribute(
      'src',
      '/media/p1-0.webp',
    );
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo for “Label 1” by Ana' })).toHaveFocus();

    await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await open();
    await user.click(screen.getByTestId('photo-preview-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
