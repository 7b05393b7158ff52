import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { JoinGamePanel } from './join-game-panel';

function renderPanel() {
  const seen: { location?: Location } = {};
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/join']}>
        <JoinGamePanel headingLevel={1} />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return seen;
}

describe('JoinGamePanel', () => {
  it('shows the spec texts', () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 1, name: 'Join a Game' })).toBeInTheDocument();
    expect(screen.getByText('Enter the room code or scan the QR code to join a game.')).toBeInTheDocument();
    expect(screen.getByLabelText('Room Code')).toHaveAttribute('placeholder', 'Enter room code');
    expect(screen.getByRole('button', { name: 'Scan QR Code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Scan a QR code image')).toHaveAttribute('accept', 'image/*');
  });

  it('upper-cases the room code as it is typed', async () => {
    renderPanel();
    const input = screen.getByLabelText('Room Code');
    await userEvent.type(input, 'ab12cd');
    expect(input).toHaveValue('AB12CD');
  });

  it('does nothing when Join Game is pressed with an empty (or blank) code', async () => {
    const seen = renderPanel();
    await userEvent.type(screen.getByLabelText('Room Code'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Join Game' }));
    expect(seen.location?.pathname).toBe('/join');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Game' })).not.toHaveAttribute('aria-busy');
  });
});
