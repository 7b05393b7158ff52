import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CellFailureDialog, type CellFailureDialogProps } from './cell-failure-dialog';

const file = new File(['x'], 'kite.png', { type: 'image/png' });
const failed = (kept: File | null): CellFailureDialogProps['failure'] => ({
  label: 'Kite',
  upload: { status: 'failed', message: 'That file is not an image. Choose a photo.', file: kept },
});
const handlers = () => ({ onRetry: vi.fn(), onFile: vi.fn(), onDismiss: vi.fn(), onClose: vi.fn() });

describe('CellFailureDialog', () => {
  it('retries the kept file, or takes another photo', async () => {
    const on = handlers();
    render(<CellFailureDialog failure={failed(file)} {...on} />);
    expect(screen.getByRole('dialog', { name: 'Photo for Kite not uploaded' })).toHaveTextContent(
      'That file is not an image. Choose a photo.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(on.onRetry).toHaveBeenCalledWith(file);
    expect(on.onClose).toHaveBeenCalled();
    // Another photo goes through the same chooser as an empty cell: the camera first, then the library.
    await userEvent.click(screen.getByRole('button', { name: 'Choose another photo for Kite' }));
    const chooser = screen.getByRole('dialog', { name: 'Choose another photo for Kite' });
    const [camera, library] = within(chooser).getAllByLabelText(/^(Take a photo|Choose from library)$/);
    expect(camera).toHaveAccessibleName('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(library).toHaveAccessibleName('Choose from library');
    expect(library).not.toHaveAttribute('capture');
    const other = new File(['y'], 'other.png', { type: 'image/png' });
    await userEvent.upload(library, other);
    expect(on.onFile).toHaveBeenCalledWith(other);
    expect(screen.queryByRole('dialog', { name: 'Choose another photo for Kite' })).not.toBeInTheDocument();
  });

  it('offers Choose another photo, not Retry, when the file itself was refused', async () => {
    const on = handlers();
    render(<CellFailureDialog failure={failed(null)} {...on} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    const another = screen.getByRole('button', { name: 'Choose another photo for Kite' });
    expect(another).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(another);
    const chooser = screen.getByRole('dialog', { name: 'Choose another photo for Kite' });
    for (const input of within(chooser).getAllByLabelText(/^(Take a photo|Choose from library)$/)) {
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('accept', 'image/*');
    }
    // Esc closes the chooser only: the failure stays open, to pick again or to say OK.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose another photo for Kite' })).not.toBeInTheDocument();
    expect(on.onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(on.onDismiss).toHaveBeenCalled();
  });

  it('only lets the failure be read once uploads are closed, and closes on Esc', async () => {
    const on = handlers();
    render(<CellFailureDialog failure={failed(file)} closed {...on} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose another photo for Kite' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^(Take a photo|Choose from library)$/)).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(on.onClose).toHaveBeenCalled();
    expect(on.onDismiss).not.toHaveBeenCalled();
  });
});
