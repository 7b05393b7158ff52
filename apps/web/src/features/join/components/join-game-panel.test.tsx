import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAME_ENDED, GAME_FULL, GAME_NOT_OPEN, JOIN_CLOSED } from '@picture-bingo/shared';
import { lobbyGame } from '@/testing/game-fixtures';
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
    afterEach(() => {
      vi.restoreAllMocks();
      localStorage.clear();
    });
    const json = (status: number, body: object) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    /** Answers GET /game/:code with `summary`, and GET /game/:code/me with `me` (404 when not a member). */
    const game = (summary: object, me: { status: number; body: object } = { status: 404, body: {} }) =>
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        return url.endsWith('/me') ? json(me.status, me.body) : json(200, summary);
      });
    const typeCode = async (code: string) => {
      await userEvent.type(screen.getByLabelText('Room Code'), code);
      await userEvent.click(screen.getByRole('button', { name: 'Join Game' }));
    };

    it('an ended game says so before any name, with no way in for a stranger', async () => {
      game(lobbyGame({ status: 'COMPLETED', phase: 'finished' }));
      const seen = renderPanel();
      await typeCode('AB12CD');
      expect(await screen.findByText(GAME_ENDED)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'See the results' })).not.toBeInTheDocument();
      expect(screen.queryByText('Invalid room code. Please try again.')).not.toBeInTheDocument();
      expect(seen.location?.pathname).toBe('/join');
    });

    it('an ended game offers its results to a device that played in it', async () => {
      localStorage.setItem('deviceToken', 'token-1');
      const ended = lobbyGame({ gameCode: 'AB12CD', phase: 'finished', startedAt: '2030-06-15T10:00:00Z' });
      game(ended, {
        status: 200,
        body: { player: { id: 'p1', name: 'Ann', joinedAt: '', status: 'playing' }, game: ended },
      });
      renderPanel();
      await typeCode('ab-12 cd');
      expect(await screen.findByText(GAME_ENDED)).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'See the results' })).toHaveAttribute(
        'href',
        '/progress/AB12CD',
      );
    });

    it('a draft is "not open yet" (the server says so), not an invalid code', async () => {
      answer(409, { message: GAME_NOT_OPEN, code: 'GAME_NOT_OPEN' });
      renderPanel();
      await typeCode('AB12CD');
      expect(await screen.findByText(GAME_NOT_OPEN)).toBeInTheDocument();
      expect(screen.queryByText('Invalid room code. Please try again.')).not.toBeInTheDocument();
    });

    it('a full game, and a started game closed to latecomers, say so', async () => {
      game(lobbyGame({ playerCount: 50, maxPlayer: 50 }));
      renderPanel();
      await typeCode('AB12CD');
      expect(await screen.findByText(GAME_FULL)).toBeInTheDocument();
      vi.restoreAllMocks();
      game(lobbyGame({ phase: 'playing', joinAfterStart: false }));
      await userEvent.click(screen.getByRole('button', { name: 'Join Game' }));
      expect(await screen.findByText(JOIN_CLOSED)).toBeInTheDocument();
    });

    it('a started game open to latecomers goes on to its room, by the code as issued', async () => {
      game(lobbyGame({ gameCode: 'HELLO1', phase: 'playing', startedAt: '2030-06-15T10:00:00Z' }));
      const seen = renderPanel();
      await typeCode('he11o-i');
      await vi.waitFor(() => expect(seen.location?.pathname).toBe('/room/HELLO1'));
      const asked = vi.mocked(globalThis.fetch).mock.calls[0][0];
      expect(String(asked)).toContain('/game/HE1101');
    });

    it('a player of a full game still gets in: it is their game', async () => {
      localStorage.setItem('deviceToken', 'token-1');
      const full = lobbyGame({ playerCount: 50, maxPlayer: 50 });
      game(full, {
        status: 200,
        body: { player: { id: 'p1', name: 'Ann', joinedAt: '', status: 'waiting' }, game: full },
      });
      const seen = renderPanel();
      await typeCode('AB12CD');
      await vi.waitFor(() => expect(seen.location?.pathname).toBe('/room/AB12CD'));
    });
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
