import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentErrorBox } from './payment-error-box';

describe('PaymentErrorBox', () => {
  it('announces Payment failed with the reason, and can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(<PaymentErrorBox message="This game is already paid for" onDismiss={onDismiss} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('This game is already paid for');
    expect(alert).toHaveClass('fixed', 'end-4');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
