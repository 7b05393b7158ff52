import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('mounts sonner with the first toast and shows it in a live region', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    toast.success('Link copied!');
    const message = await screen.findByText('Link copied!');
    const region = message.closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    toast.error('Failed again');
    expect(await within(region as HTMLElement).findByText('Failed again')).toBeInTheDocument();
  });
});
