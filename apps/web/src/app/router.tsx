import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import type { RouteHandle } from './route-handle';
import { GameLayout } from './routes/game-layout';
import { ProtectedLayout } from './routes/protected-layout';
import { PublicOnlyLayout } from './routes/public-only-layout';
import { RootLayout } from './routes/root-layout';
import { RootRedirect } from './routes/root-redirect';
import { RouteError } from './routes/route-error';

/**
 * A lazily loaded page: its module's default export is the screen, `title` its h1 and tab title.
 * Pages load on first visit, so the scanner, QR and zip code of later screens stay out of the first download.
 */
function page(
  title: string,
  load: () => Promise<{ default: ComponentType }>,
  options: { back?: boolean; bare?: boolean } = {},
) {
  const handle: RouteHandle = { title, back: options.back ?? true, bare: options.bare ?? false };
  return { handle, lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        // Signed-in visitors are sent on to /host (or to the page they were sent away from).
        element: <PublicOnlyLayout />,
        children: [
          { path: 'login', ...page('Login', () => import('./routes/auth/login')) },
          { path: 'register', ...page('Register', () => import('./routes/auth/register')) },
          { path: 'join', ...page('Join a Game', () => import('./routes/join')) },
        ],
      },
      // The shared join link works for anyone: players need no account.
      { path: 'join/:roomId', ...page('Join a Game', () => import('./routes/join-redirect')) },
      {
        // Role-aware game screens, open without an account: the game's host sees the host screens, anyone
        // else plays (with a device-bound player session).
        element: <GameLayout />,
        children: [
          { path: 'room/:roomId', ...page('Room', () => import('./routes/room/room')) },
          {
            path: 'room/:roomId/player-name',
            ...page('Player Name', () => import('./routes/host-setup/player-name')),
          },
          { path: 'game-board/:roomId', ...page('Game Board', () => import('./routes/game-board')) },
          // The game's host and its players: the host's view carries the controls (downloads, Choose Winner).
          { path: 'gallery/:roomId', ...page('Image Gallery', () => import('./routes/results/gallery')) },
          { path: 'progress/:roomId', ...page('Player Progress', () => import('./routes/results/progress')) },
        ],
      },
      {
        // Signed-out visitors are sent to /login. Each page gets its h1 and Back button from `page()`.
        element: <ProtectedLayout />,
        children: [
          { path: 'host', ...page('Host Game', () => import('./routes/host'), { back: false }) },
          { path: 'profile', ...page('Profile', () => import('./routes/profile')) },
          {
            path: 'host/:roomId/event-setup',
            ...page('Event Setup', () => import('./routes/host-setup/event-setup')),
          },
          {
            path: 'host/:roomId/board-config',
            ...page('Board Configuration', () => import('./routes/host-setup/board-config')),
          },
          {
            path: 'host/:roomId/game-rules',
            ...page('Game Rules', () => import('./routes/host-setup/game-rules')),
          },
          {
            path: 'host/:roomId/room-details',
            ...page('Room Details', () => import('./routes/room/room-details')),
          },
          {
            path: 'host/:roomId/players-queue',
            ...page('Players Queue', () => import('./routes/room/players-queue')),
          },
          {
            path: 'room/:roomId/players',
            ...page('Room Players', () => import('./routes/room/room-players')),
          },
          {
            // For a projector: no navigation bar, no controls.
            path: 'room/:roomId/screen',
            ...page('Big Screen', () => import('./routes/room/big-screen'), { bare: true }),
          },
          {
            path: 'host/:roomId/review',
            ...page('Photo Review', () => import('./routes/room/review')),
          },
          { path: 'games', ...page('Games', () => import('./routes/games/games')) },
          { path: 'active-games', ...page('Active Games', () => import('./routes/games/active-games')) },
          { path: 'past-games', ...page('Past Games', () => import('./routes/games/past-games')) },
          { path: 'host/:roomId/pricing', ...page('Pricing', () => import('./routes/pricing')) },
          {
            path: 'payment-success',
            ...page('Payment Successful', () => import('./routes/payment-success')),
          },
        ],
      },
      { path: '*', ...page('Page not found', () => import('./routes/not-found')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
