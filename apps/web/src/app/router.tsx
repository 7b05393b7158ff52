import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  matchRoutes,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useRoutes,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { cancelIdle, requestIdle } from '@/lib/idle';
import {
  deepestHandle,
  NavigationPendingContext,
  RouteHandleContext,
  type RouteHandle,
} from './route-handle';
import { GameLayout } from './routes/game-layout';
import { ProtectedLayout } from './routes/protected-layout';
import { PublicOnlyLayout } from './routes/public-only-layout';
import { RootLayout } from './routes/root-layout';
import { RootRedirect } from './routes/root-redirect';
import { RouteErrorBoundary } from './routes/route-error';
import { RestoreScroll, useScrollPositions } from './use-scroll-restoration';

/**
 * A lazily loaded page: its module's default export is the screen, `title` its h1 and tab title.
 * Pages load on first visit, so the scanner, QR and zip code of later screens stay out of the first download.
 */
function page(
  title: string,
  load: () => Promise<{ default: ComponentType }>,
  options: { back?: boolean; bare?: boolean; atOnce?: boolean; next?: () => Promise<unknown> } = {},
) {
  let loaded: { default: ComponentType } | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  // Once the code is in, the page renders at once: React takes a thenable that settles synchronously without
  // suspending (no spinner, no reveal delay), which a resolved Promise does not.
  const Page = lazy(() =>
    loaded
      ? ({
          then: (resolve: (m: { default: ComponentType }) => void) =>
            resolve(loaded as { default: ComponentType }),
        } as Promise<{
          default: ComponentType;
        }>)
      : preload(),
  );
  const handle: RouteHandle = {
    title,
    back: options.back ?? true,
    bare: options.bare ?? false,
    preload,
    atOnce: () => !!options.atOnce && !!loaded,
    next: options.next,
  };
  return { handle, element: <Page /> };
}

/** The card: the lobby loads its code while the guest waits (the lobby's `next`). */
const gameBoardPage = page('Game Board', () => import('./routes/game-board'), { atOnce: true });

/** The lobby: the name step loads its code while the name is typed (its `next`). */
const roomPage = page('Room', () => import('./routes/room/room'), {
  atOnce: true,
  next: gameBoardPage.handle.preload,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        // Signed-in visitors are sent on to /host (or to the page they were sent away from).
        element: <PublicOnlyLayout />,
        children: [
          { path: 'login', ...page('Login', () => import('./routes/auth/login')) },
          { path: 'register', ...page('Register', () => import('./routes/auth/register')) },
          { path: 'join', ...page('Join a Game', () => import('./routes/join')) },
          {
            path: 'forgot-password',
            ...page('Forgot Password', () => import('./routes/auth/forgot-password')),
          },
        ],
      },
      // The mailed links work signed in or out.
      {
        path: 'reset-password',
        ...page('Reset Password', () => import('./routes/auth/reset-password')),
      },
      { path: 'verify-email', ...page('Verify Email', () => import('./routes/auth/verify-email')) },
      // A laptop server's mails (it sends none); the server decides who may read them.
      { path: 'outbox', ...page('Outbox', () => import('./routes/auth/outbox')) },
      // The shared join link works for anyone: players need no account.
      { path: 'join/:code', ...page('Join a Game', () => import('./routes/join-redirect')) },
      // What is stored and for how long: open to everyone, signed in or not.
      { path: 'privacy', ...page('Privacy', () => import('./routes/privacy')) },
      // Anyone with the host's results link, while the host shares it.
      { path: 'results/shared/:token', ...page('Results', () => import('./routes/results/shared-results')) },
      {
        // Role-aware game screens, open without an account: the game's host sees the host screens, anyone
        // else plays (with a device-bound player session).
        element: <GameLayout />,
        children: [
          { path: 'room/:code', ...roomPage },
          {
            path: 'room/:code/player-name',
            ...page('Player Name', () => import('./routes/host-setup/player-name'), {
              next: roomPage.handle.preload,
            }),
          },
          { path: 'game-board/:code', ...gameBoardPage },
          // The game's host and its players: the host's view carries the controls (downloads, Choose Winner).
          { path: 'gallery/:code', ...page('Image Gallery', () => import('./routes/results/gallery')) },
          { path: 'progress/:code', ...page('Player Progress', () => import('./routes/results/progress')) },
          { path: 'results/:code', ...page('Results', () => import('./routes/results/results')) },
        ],
      },
      {
        // Signed-out visitors are sent to /login. Each page gets its h1 and Back button from `page()`.
        element: <ProtectedLayout />,
        children: [
          { path: 'host', ...page('Host Game', () => import('./routes/host'), { back: false }) },
          { path: 'profile', ...page('Profile', () => import('./routes/profile')) },
          {
            path: 'host/:code/event-setup',
            ...page('Event Setup', () => import('./routes/host-setup/event-setup')),
          },
          {
            path: 'host/:code/board-config',
            ...page('Board Configuration', () => import('./routes/host-setup/board-config')),
          },
          {
            path: 'host/:code/game-rules',
            ...page('Game Rules', () => import('./routes/host-setup/game-rules')),
          },
          {
            path: 'host/:code/room-details',
            ...page('Room Details', () => import('./routes/room/room-details')),
          },
          {
            path: 'host/:code/players-queue',
            ...page('Players Queue', () => import('./routes/room/players-queue')),
          },
          {
            path: 'room/:code/players',
            ...page('Room Players', () => import('./routes/room/room-players')),
          },
          {
            // For a projector: no navigation bar, no controls.
            path: 'room/:code/screen',
            ...page('Big Screen', () => import('./routes/room/big-screen'), { bare: true }),
          },
          {
            path: 'host/:code/review',
            ...page('Photo Review', () => import('./routes/room/review')),
          },
          { path: 'games', ...page('Games', () => import('./routes/games/games')) },
          { path: 'active-games', ...page('Active Games', () => import('./routes/games/active-games')) },
          { path: 'past-games', ...page('Past Games', () => import('./routes/games/past-games')) },
          { path: 'host/:code/pricing', ...page('Pricing', () => import('./routes/pricing')) },
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

/**
 * Loads the code of the pages `pathname` opens (its preloads are already on the way: the server names them in the
 * HTML), so that the app's first render shows the page itself rather than a spinner before it.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()));
}

/** The history the router follows: the browser's in the app, an in-memory one in tests. */
export type AppHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The history <BrowserRouter> creates for itself (React Router exports it as UNSAFE_: not a documented API).
 * AppRouter needs it in hand to follow it itself. An UNSAFE_ export may change in any release, so
 * apps/web/package.json pins react-router exactly while this is used: upgrade it by hand and rerun the tests.
 */
export const createAppHistory = (): AppHistory => createBrowserHistory({ v5Compat: true });

/**
 * React Router in declarative mode (the data router's loaders and actions went unused and cost 17 KB gzip),
 * as <BrowserRouter> but showing a new location through useDeferredValue:
 * on a navigation the last page stays on screen (marked pending: the bar under the top nav) while the next one
 * renders in the background, in slices, loading its code on a first visit, as the data router did. A page a
 * guest waits for (`atOnce`: the lobby, the card) whose code is in (loaded ahead) is shown at once instead: one
 * render without yielding, which the page's other tasks cannot come between (bench/phone's c, the card after
 * Start: 572 ms before, 444 ms after). Other pages keep the slices, which leave the page responsive (a long
 * render is a long task). The page such a navigation leaves gets no position back on Back (useScrollPositions
 * takes it while both are on screen): the card replaces the lobby's entry, and Back from the lobby finds the
 * name step, one short form. Everything inside the router sees the location on screen, so nothing re-renders
 * with a location it does not show.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const deferred = useDeferredValue(state);
  // Pages are the only lazy routes (the layouts around them are in the entry): the page's own handle says.
  const shown =
    deferred !== state && deepestHandle(matchRoutes(routes, state.location))?.atOnce?.() ? state : deferred;
  useScrollPositions(state.location, shown.location);
  useLayoutEffect(() => history.listen(({ action, location }) => setState({ action, location })), [history]);
  return (
    <NavigationPendingContext value={shown !== state}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}

/**
 * The route tree for the location on screen. Pages are lazy: on the app's first load the Suspense fallback shows
 * while the page's code loads (later navigations keep the last page instead, see AppRouter). A page that throws
 * or whose code fails to load shows RouteError.
 */
export function AppRoutes() {
  const location = useLocation();
  const handle = useMemo(() => deepestHandle(matchRoutes(routes, location)), [location]);
  const element = useRoutes(routes);
  useEffect(() => {
    const next = handle?.next;
    if (!next) return;
    // Once the page is idle (the guest is typing), so that going on renders at once.
    const id = requestIdle(() => void next().catch(() => undefined));
    return () => cancelIdle(id);
  }, [handle]);
  return (
    <RouteHandleContext value={handle}>
      <RouteErrorBoundary resetKey={location}>
        <Suspense fallback={<PageSpinner />}>
          {element}
          <RestoreScroll />
        </Suspense>
      </RouteErrorBoundary>
    </RouteHandleContext>
  );
}
