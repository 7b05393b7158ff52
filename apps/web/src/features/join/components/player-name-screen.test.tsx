import { GAME_ENDED, GAME_FULL, GAME_NOT_OPEN, JOIN_CLOSED, ROOM_LOCKED } from '@picture-bingo/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lobbyGame } from '@/testing/game-fixtures';
import { renderInRouter } from '@/testing/render-in-router';
import { PlayerNameScreen } from './player-name-screen';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** GET /game/:code answers `status`/`body`; GET /game/:code/me answers `me` (404: not a member). */
function server(
  status: number,
  body: object,
  me: { status: number; body: object } = { status: 404, body: {} },
) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url.endsWith('/me') ? json(me.status, me.body) : json(status, body);
  });
}

const renderScreen = () => renderInRouter(<PlayerNameScreen code="AB12CD" />, '/room/AB12CD/player-name');

describe('PlayerNameScreen: why a game cannot be joined, before any name', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('an open game asks for the name', async () => {
    server(200, lobbyGame());
    renderScreen();
    const field = await screen.findByLabelText('Player Name');
    // An example, not a value; Next says why it waits.
    expect(field).toHaveAttribute('placeholder', expect.stringMatching(/^Player\d+$/));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      'Type your name to go on.',
    );
  });

  it('a team game shows where the team is chosen while the teams load, and Next says it waits for one', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/teams')) return new Promise<Response>(() => undefined);
      return url.endsWith('/me')
        ? json(404, {})
        : json(200, lobbyGame({ gameMode: 'teams', teamAssignment: 'pick' }));
    });
    localStorage.setItem('playerName', 'Ann');
    renderScreen();
    expect(await screen.findByText('Loading the teams…')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Choose your team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      'Choose your team to go on.',
    );
  });

  it('a started game open to latecomers asks for the name too', async () => {
    server(200, lobbyGame({ phase: 'playing', startedAt: '2030-06-15T10:00:00Z' }));
    renderScreen();
    expect(await screen.findByLabelText('Player Name')).toBeInTheDocument();
  });

  it.each([
    ['ended', lobbyGame({ status: 'COMPLETED', phase: 'finished' }), GAME_ENDED],
    ['full', lobbyGame({ playerCount: 50, maxPlayer: 50 }), GAME_FULL],
    ['closed to latecomers', lobbyGame({ phase: 'playing', joinAfterStart: false }), JOIN_CLOSED],
    ['locked by the host', lobbyGame({ joinsLocked: true }), ROOM_LOCKED],
  ])('%s: says so, with no name field', async (_, summary, message) => {
    server(200, summary);
    renderScreen();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('Player Name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Join a Game' })).toHaveAttribute('href', '/join');
    expect(screen.queryByRole('link', { name: 'See the results' })).not.toBeInTheDocument();
  });

  it.each([
    ['full', lobbyGame({ playerCount: 50, maxPlayer: 50 })],
    ['closed to latecomers', lobbyGame({ phase: 'playing', joinAfterStart: false })],
    ['locked by the host', lobbyGame({ joinsLocked: true })],
  ])('%s: its own players may still ask to continue on a new phone', async (_, summary) => {
    server(200, summary);
    renderScreen();
    expect(
      await screen.findByRole('heading', { name: 'Already playing, on a new phone?' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your name in this game')).toBeInTheDocument();
  });

  it('an ended game offers no new-phone request', async () => {
    server(200, lobbyGame({ status: 'COMPLETED', phase: 'finished' }));
    renderScreen();
    expect(await screen.findByText(GAME_ENDED)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name in this game')).not.toBeInTheDocument();
  });

  it('an ended game shows its results to a device that played in it', async () => {
    localStorage.setItem('deviceToken', 'token-1');
    const ended = lobbyGame({ gameCode: 'AB12CD', phase: 'finished' });
    server(200, ended, {
      status: 200,
      body: { player: { id: 'p1', name: 'Ann', joinedAt: '', status: 'playing' }, game: ended },
    });
    renderScreen();
    expect(await screen.findByRole('link', { name: 'See the results' })).toHaveAttribute(
      'href',
      '/progress/AB12CD',
    );
  });

  it('an unpaid draft is "not open yet", not an invalid code', async () => {
    server(409, { message: GAME_NOT_OPEN, code: 'GAME_NOT_OPEN' });
    renderScreen();
    expect(await screen.findByText(GAME_NOT_OPEN)).toBeInTheDocument();
    expect(screen.queryByText('Invalid room code. Please try again.')).not.toBeInTheDocument();
  });
});
