import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, seedSession } from '@/testing/render-app';

describe('/payment-success', () => {
  it('is a protected page titled Payment Successful that confirms nothing without a checkout session', async () => {
    seedSession();
    renderApp('/payment-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no payment to confirm');
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Host Game' })).toHaveAttribute('href', '/host');
  });
});
