import { render, screen } from '@testing-library/react';
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
    const other = new File(['y'], 'other.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose another photo for Kite'), other);
    expect(on.onFile).toHaveBeenCalledWith(other);
  });

  it('offers Choose another photo, not Retry, when the file itself was refused', async () => {
    const on = handlers();
    render(<CellFailureDialog failure={failed(null)} {...on} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choose another photo for Kite')).toHaveAttribute('accept', 'image/*');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(on.onDismiss).toHaveBeenCalled();
  });

  it('only lets the failure be read once uploads are closed, and closes on Esc', async () => {
    const on = handlers();
    render(<CellFailureDialog failure={failed(file)} closed {...on} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choose another photo for Kite')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(on.onClose).toHaveBeenCalled();
    expect(on.onDismiss).not.toHaveBeenCalled();
  });
});
