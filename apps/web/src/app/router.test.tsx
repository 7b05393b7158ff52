import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markDeviceJoined } from '@/lib/device';
import { renderApp, seedSession } from '@/testing/render-app';

describe('route guards', () => {
  it('sends a signed-out visitor of a protected page to /login, remembering the page', async () => {
    const { history } = renderApp('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login to your account' }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toEqual({ from: '/profile' });
  });

  it('sends a signed-in visitor of /login to /host', async () => {
    seedSession();
    const { history } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Host Game' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/host');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('routes / by session', async () => {
    const { history, unmount } = renderApp('/');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    unmount();
    seedSession();
    const signedIn = renderApp('/');
    await waitFor(() => expect(signedIn.history.location.pathname).toBe('/host'));
  });

  it('gives protected pages a title, a tab title and a Back button', async () => {
    seedSession();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText('host@example.com')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Profile · Picture Bingo'));
  });

  it('shows a 404 page for unknown paths', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });

  it('opens the join link for anyone: /join/:code goes on to the room, never to /login', async () => {
    // A device new to the app is in no game: straight on to the name step.
    const fresh = renderApp('/join/ab12cd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Player Name' })).toBeInTheDocument();
    expect(fresh.history.location.pathname).toBe('/room/AB12CD/player-name');
    fresh.unmount();
    // A device that has joined a game may be in this one: the room asks.
    markDeviceJoined();
    const { history } = renderApp('/join/ab12cd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Room' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/room/AB12CD');
  });

  it('shows Join a Game on /join and beside the login form, and sends a signed-in visitor of /join to /host', async () => {
    const join = renderApp('/join');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join a Game' })).toBeInTheDocument();
    join.unmount();
    const login = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 2, name: 'Join a Game' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Login to your account' })).toBeInTheDocument();
    login.unmount();
    seedSession();
    const signedIn = renderApp('/join');
    await waitFor(() => expect(signedIn.history.location.pathname).toBe('/host'));
  });
});
