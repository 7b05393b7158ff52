import type { TCell } from '@picture-bingo/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KeptPhotoNotice } from './kept-photo-notice';

const cell = (idx: number, value: string, photo = false): TCell => ({
  idx,
  value,
  isMarked: photo || value === 'FREE',
  image: photo ? `/media/${idx}.webp` : null,
  thumb: photo ? `/media/${idx}-thumb.webp` : null,
  isFreeSpace: value === 'FREE',
  updatedAt: null,
});
const file = new File(['x'], 'kite.png', { type: 'image/png' });
const photo = { id: '1', fromIdx: 0, file };

describe('KeptPhotoNotice', () => {
  it('says which cell a teammate took and offers only the empty cells for the kept photo', async () => {
    const onPlace = vi.fn();
    const cells = [cell(0, 'Kite', true), cell(1, 'Dog'), cell(2, 'FREE'), cell(3, 'Hat'), cell(4, 'Cake')];
    render(
      <KeptPhotoNotice
        photo={photo}
        cells={cells}
        // Cake's own upload is on its way: not a place for this one.
        uploads={{ 4: { status: 'uploading', progress: 0.5 } }}
        onPlace={onPlace}
        onDiscard={vi.fn()}
        closed={false}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'A teammate just put a photo in “Kite”. Your photo is kept: put it in another cell.',
    );
    const choice = screen.getByLabelText('Cell for your photo');
    expect([...(choice as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Dog', 'Hat']);
    await userEvent.selectOptions(choice, 'Hat');
    await userEvent.click(screen.getByRole('button', { name: 'Put it there' }));
    expect(onPlace).toHaveBeenCalledWith(3);
  });

  it('with no empty cell left, or uploads closed, the photo can only be let go', async () => {
    const onDiscard = vi.fn();
    const { rerender } = render(
      <KeptPhotoNotice
        photo={photo}
        cells={[cell(0, 'Kite', true), cell(1, 'FREE')]}
        uploads={{}}
        onPlace={vi.fn()}
        onDiscard={onDiscard}
        closed={false}
      />,
    );
    expect(screen.getByText(/Every cell has a photo now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Put it there' })).not.toBeInTheDocument();
    rerender(
      <KeptPhotoNotice
        photo={photo}
        cells={[cell(0, 'Kite', true), cell(1, 'Dog')]}
        uploads={{}}
        onPlace={vi.fn()}
        onDiscard={onDiscard}
        closed
      />,
    );
    expect(screen.queryByLabelText('Cell for your photo')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Let it go' }));
    expect(onDiscard).toHaveBeenCalled();
  });
});
