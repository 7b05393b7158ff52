import type { TCell } from '@picture-bingo/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BoardCell } from './board-cell';

const cell = (over: Partial<TCell> = {}): TCell => ({
  idx: 0,
  value: 'Kite',
  isMarked: false,
  image: null,
  thumb: null,
  isFreeSpace: false,
  updatedAt: null,
  ...over,
});

const handlers = () => ({ onFile: vi.fn(), onOpenPhoto: vi.fn(), onOpenFailure: vi.fn() });

describe('BoardCell', () => {
  it('offers the camera first, then the library, on an empty cell and hands over the chosen file', async () => {
    const on = handlers();
    render(<BoardCell cell={cell()} upload={undefined} {...on} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a photo for Kite' }));
    const chooser = screen.getByRole('dialog', { name: 'Add a photo for Kite' });
    const [camera, library] = within(chooser).getAllByLabelText(/^(Take a photo|Choose from library)$/);
    expect(camera).toHaveAccessibleName('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(library).toHaveAccessibleName('Choose from library');
    expect(library).not.toHaveAttribute('capture');
    expect(library).toHaveAttribute('accept', 'image/*');
    const file = new File(['x'], 'kite.png', { type: 'image/png' });
    await userEvent.upload(library, file);
    expect(on.onFile).toHaveBeenCalledWith(file);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the chooser with Enter or Space and closes it on Esc or Cancel', async () => {
    render(<BoardCell cell={cell()} upload={undefined} {...handlers()} />);
    const picker = screen.getByRole('button', { name: 'Add a photo for Kite' });
    picker.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    picker.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a photo kept while the game is paused', () => {
    const file = new File(['x'], 'kite.png', { type: 'image/png' });
    render(<BoardCell cell={cell()} upload={{ status: 'waiting', file }} {...handlers()} />);
    expect(screen.getByText('Uploads on resume')).toBeVisible();
    expect(screen.queryByLabelText(/Add a photo/)).not.toBeInTheDocument();
  });

  it('keeps the free space out of reach', () => {
    render(
      <BoardCell cell={cell({ value: 'Free', isFreeSpace: true })} upload={undefined} {...handlers()} />,
    );
    expect(screen.getByText('(free space)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Add a photo/)).not.toBeInTheDocument();
  });

  it('shows upload progress', () => {
    render(<BoardCell cell={cell()} upload={{ status: 'uploading', progress: 0.42 }} {...handlers()} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading photo for Kite' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
  });

  it('shows why an upload failed in the cell, and opens what can be done on tap', async () => {
    const on = handlers();
    const file = new File(['x'], 'kite.png', { type: 'image/png' });
    render(
      <BoardCell cell={cell()} upload={{ status: 'failed', message: 'The game is paused', file }} {...on} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The game is paused');
    await userEvent.click(screen.getByRole('button', { name: 'Upload failed for Kite: show what to do' }));
    expect(on.onOpenFailure).toHaveBeenCalledTimes(1);
  });

  it('marks a photo waiting for review, one that counts and one the host rejected', () => {
    const photo = { image: '/media/a.webp', thumb: '/media/a-thumb.webp' };
    const { container, rerender } = render(
      <BoardCell cell={cell(photo)} upload={undefined} {...handlers()} />,
    );
    expect(container.querySelector('[data-mark]')).toHaveAttribute('data-mark', 'pending');
    rerender(<BoardCell cell={cell({ ...photo, isMarked: true })} upload={undefined} {...handlers()} />);
    expect(container.querySelector('[data-mark]')).toHaveAttribute('data-mark', 'counted');
    rerender(
      <BoardCell
        cell={cell({ ...photo, rejectedReason: 'Too blurry' })}
        upload={undefined}
        {...handlers()}
      />,
    );
    expect(container.querySelector('[data-mark]')).toHaveAttribute('data-mark', 'rejected');
    expect(
      screen.getByRole('button', {
        name: 'Kite: The host rejected it: Too blurry. Replace or remove the photo',
      }),
    ).toBeInTheDocument();
  });

  it("shows a teammate's photo that does not count yet by its state and who added it, never the photo", () => {
    const { container, rerender } = render(
      <BoardCell cell={cell({ addedBy: 'p-vic' })} upload={undefined} addedBy="Vic" {...handlers()} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Waiting for the host to review it')).toBeInTheDocument();
    expect(screen.getByText(/Added by Vic/)).toBeInTheDocument();
    rerender(
      <BoardCell
        cell={cell({ addedBy: 'p-vic', hold: 'held' })}
        upload={undefined}
        addedBy="Vic"
        {...handlers()}
      />,
    );
    expect(screen.getByText('The host will check this photo')).toBeInTheDocument();
  });

  it('keeps an emptied rejected cell marked until a new photo is picked', async () => {
    const on = handlers();
    render(<BoardCell cell={cell({ rejectedReason: '' })} upload={undefined} {...on} />);
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    const picker = screen.getByRole('button', { name: 'Add a photo for Kite' });
    expect(picker).toContainElement(screen.getByText('Rejected'));
    await userEvent.click(picker);
    const chooser = screen.getByRole('dialog', { name: 'Add a photo for Kite' });
    within(chooser).getByLabelText('Take a photo');
    const file = new File(['x'], 'kite.png', { type: 'image/png' });
    await userEvent.upload(within(chooser).getByLabelText('Choose from library'), file);
    expect(on.onFile).toHaveBeenCalledWith(file);
  });

  it('dims a photo waiting for review and shows an approved one in full', () => {
    const photo = { image: '/media/a.webp', thumb: '/media/a-thumb.webp' };
    const { container, rerender } = render(
      <BoardCell cell={cell(photo)} upload={undefined} {...handlers()} />,
    );
    expect(container.querySelector('img')).toHaveClass('opacity-50');
    rerender(<BoardCell cell={cell({ ...photo, isMarked: true })} upload={undefined} {...handlers()} />);
    expect(container.querySelector('img')).toHaveClass('opacity-100');
    expect(screen.getByRole('button', { name: /^Kite: Counts on your card/ })).toBeInTheDocument();
  });

  it('offers no picker once uploads are closed, and lets the photo be looked at only', () => {
    const photo = { image: '/media/a.webp', thumb: '/media/a-thumb.webp', isMarked: true };
    const { rerender } = render(<BoardCell cell={cell()} upload={undefined} closed {...handlers()} />);
    expect(screen.queryByLabelText(/Add a photo/)).not.toBeInTheDocument();
    expect(screen.getByText('(no photo)')).toBeInTheDocument();
    rerender(<BoardCell cell={cell(photo)} upload={undefined} closed {...handlers()} />);
    expect(
      screen.getByRole('button', { name: 'Kite: Counts on your card. View the photo' }),
    ).toBeInTheDocument();
  });
});
