import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render-in-router';
import { JoinGamePanel } from './join-game-panel';

const renderPanel = () => renderInRouter(<JoinGamePanel headingLevel={1} />, '/join');

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

  describe('when the code is checked', () => {
    afterEach(() => vi.restoreAllMocks());
    const answer = (status: number, body: object) =>
      vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue(
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
        );

    it('says the code is invalid when there is no such game', async () => {
      answer(404, { message: 'Invalid room code', code: 'NOT_FOUND' });
      renderPanel();
      await userEvent.type(screen.getByLabelText('Room Code'), 'ZZZZZZ');
      await userEvent.click(screen.getByRole('button', { name: 'Join Game' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid room code. Please try again.');
    });

    it('says when to try again after too many wrong codes from this network', async () => {
      answer(429, { message: 'Too many attempts. Try again in 42 seconds.', code: 'RATE_LIMITED' });
      const seen = renderPanel();
      await userEvent.type(screen.getByLabelText('Room Code'), 'AB12CD');
      await userEvent.click(screen.getByRole('button', { name: 'Join Game' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many attempts. Try again in 42 seconds.',
      );
      expect(seen.location?.pathname).toBe('/join');
    });
  });
});
