import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    expect(document.body.style.overflow).toBe('hidden');
    const dialog = screen.getByRole('dialog', { name: 'Redirecting to Payment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();

    rerender(<Screen open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});

function Closable({ onClose }: { onClose: () => void }) {
  return (
    <>
      <button type="button">Behind</button>
      <Modal open title="Photo for Kite" onClose={onClose}>
        <button type="button">Replace photo</button>
        <button type="button">Remove photo</button>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button">Cancel</button>
      </Modal>
    </>
  );
}

describe('Modal with onClose', () => {
  it('closes on Esc', async () => {
    const onClose = vi.fn();
    render(<Closable onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop, not on one inside the dialog', async () => {
    const onClose = vi.fn();
    render(<Closable onClose={onClose} />);
    await userEvent.click(screen.getByRole('heading', { name: 'Photo for Kite' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Closable onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Replace photo' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Replace photo' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('brings focus back when something behind it takes it', () => {
    render(<Closable onClose={vi.fn()} />);
    screen.getByRole('button', { name: 'Behind', hidden: true }).focus();
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('cannot be dismissed without onClose', async () => {
    render(<Screen open />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Redirecting to Payment' })).toBeInTheDocument();
  });
});
