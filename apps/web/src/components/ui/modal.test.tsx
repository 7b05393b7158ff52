import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Screen({ open }: { open: boolean }) {
  return (
    <>
      <button type="button">Make Payment</button>
      <Modal open={open} title="Redirecting to Payment">
        <p>Please wait</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and gives it back when it closes', () => {
    const { rerender } = render(<Screen open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Make Payment' });
    trigger.focus();

    rerender(<Screen open />);
    const dialog = screen.getByRole('dialog', { name: 'Redirecting to Payment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();

    rerender(<Screen open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
