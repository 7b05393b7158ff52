import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render-in-router';
import { ContinueOnThisPhone } from './continue-on-this-phone';

describe('ContinueOnThisPhone', () => {
  it('opens its form on demand and upper-cases what is typed', async () => {
    renderInRouter(<ContinueOnThisPhone />, '/join');
    const toggle = screen.getByRole('button', { name: 'Continue on this phone' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Rejoin Code')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The form is loaded on demand.
    await userEvent.type(await screen.findByLabelText('Room Code'), 'ab12cd');
    await userEvent.type(screen.getByLabelText('Rejoin Code'), 'x7k-2pq');
    expect(screen.getByLabelText('Room Code')).toHaveValue('AB12CD');
    expect(screen.getByLabelText('Rejoin Code')).toHaveValue('X7K-2PQ');
  });

  it('asks for both codes before sending anything', async () => {
    const seen = renderInRouter(<ContinueOnThisPhone />, '/join');
    await userEvent.click(screen.getByRole('button', { name: 'Continue on this phone' }));
    await userEvent.type(await screen.findByLabelText('Room Code'), 'AB12CD');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the room code and the rejoin code from the host.',
    );
    expect(seen.location?.pathname).toBe('/join');
  });
});
