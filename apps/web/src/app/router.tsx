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
import { PAGES, type PageEntry, type PageLayout, type PageModule } from './pages';
import { GameLayout } from './routes/game-layout';
import { ProtectedLayout } from './routes/protected-layout';
import { PublicOnlyLayout } from './routes/public-only-layout';
import { RootLayout } from './routes/root-layout';
import { RootRedirect } from './routes/root-redirect';
import { RouteErrorBoundary } from './routes/route-error';
import { RestoreScroll, useScrollPositions } from './use-scroll-restoration';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Each page's code, by its module in the manifest (./pages.ts). Vite splits code at literal import() calls, so this
 * is the one place a page's module is written a second time: the type requires exactly the manifest's modules, and
 * the build fails when a page module is imported anywhere but here or a manifest module is not (build/page-manifest.ts).
 */
const LOADERS: Record<PageModule, PageLoader> = {
  'auth/login': () => import('./routes/auth/login'),
  'auth/register': () => import('./routes/auth/register'),
  join: () => import('./routes/join'),
  'auth/forgot-password': () => import('./routes/auth/forgot-password'),
  'auth/reset-password': () => import('./routes/auth/reset-password'),
  'auth/verify-email': () => import('./routes/auth/verify-email'),
  'auth/outbox': () => import('./routes/auth/outbox'),
  'join-redirect': () => import('./routes/join-redirect'),
  privacy: () => import('./routes/privacy'),
  'results/shared-results': () => import('./routes/results/shared-results'),
  'room/room': () => import('./routes/room/room'),
  'room/player-name': () => import('./routes/room/player-name'),
  'game-board': () => import('./routes/game-board'),
  'results/gallery': () => import('./routes/results/gallery'),
  'results/progress': () => import('./routes/results/progress'),
  'results/results': () => import('./routes/results/results'),
  host: () => import('./routes/host'),
  profile: () => import('./routes/profile'),
  'host-setup/event-setup': () => import('./routes/host-setup/event-setup'),
  'host-setup/board-config': () => import('./routes/host-setup/board-config'),
  'host-setup/game-rules': () => import('./routes/host-setup/game-rules'),
  'room/room-details': () => import('./routes/room/room-details'),
  'room/players-queue': () => import('./routes/room/players-queue'),
  'room/room-players': () => import('./routes/room/room-players'),
  'room/big-screen': () => import('./routes/room/big-screen'),
  'room/review': () => import('./routes/room/review'),
  'room/moderate': () => import('./routes/room/moderate'),
  invite: () => import('./routes/invite'),
  'games/games': () => import('./routes/games/games'),
  'games/active-games': () => import('./routes/games/active-games'),
  'games/past-games': () => import('./routes/games/past-games'),
  pricing: () => import('./routes/pricing'),
  'payment-success': () => import('./routes/payment-success'),
  'not-found': () => import('./routes/not-found'),
};

/** Loads a page's code once; later calls get the same promise (or start again after a failure). */
function pageLoader(load: PageLoader) {
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
  return { preload, loaded: () => loaded };
}

const loaders = new Map(Object.entries(LOADERS).map(([module, load]) => [module, pageLoader(load)]));

/**
 * A page of the manifest as a route: its module's default export is the screen, `title` its h1 and tab title.
 * Pages load on first visit, so the scanner, QR and zip code of later screens stay out of the first download.
 */
function pageRoute(entry: PageEntry): RouteObject {
  const loader = loaders.get(entry.module);
  if (!loader) throw new Error(`No loader for the page module ${entry.module}`);
  const next = entry.next === undefined ? undefined : loaders.get(entry.next)?.preload;
  // A host's page shows once the host's words of the shown language are in (their loader is a chunk of its own;
  // a later change of language brings them along).
  const preload =
    entry.visitor === 'host'
      ? () =>
          Promise.all([
            loader.preload(),
            import('@/lib/i18n/host-words').then((words) => words.loadHostWords()),
          ]).then(([page]) => page)
      : loader.preload;
  // Once the code is in, a guest's page renders at once: React takes a thenable that settles synchronously without
  // suspending (no spinner, no reveal delay), which a resolved Promise does not.
  const Page = lazy(() => {
    const loaded = entry.visitor === 'host' ? null : loader.loaded();
    return loaded
      ? ({
          then: (resolve: (m: { default: ComponentType }) => void) => resolve(loaded),
        } as Promise<{ default: ComponentType }>)
      : preload();
  });
  const handle: RouteHandle = {
    title: entry.title,
    back: !entry.noBack,
    bare: !!entry.bare,
    preload,
    atOnce: () => !!entry.atOnce && !!loader.loaded(),
    next,
  };
  return { path: entry.path, handle, element: <Page /> };
}

/** The layout around each kind of page (their guards and frames). */
const LAYOUTS: Record<Exclude<PageLayout, 'open'>, ReactNode> = {
  // Signed-in visitors are sent on to /host (or to the page they were sent away from).
  'signed-out': <PublicOnlyLayout />,
  // Role-aware game screens, open without an account.
  game: <GameLayout />,
  // Signed-out visitors are sent to /login. Each page gets its h1 and Back button from its handle.
  'signed-in': <ProtectedLayout />,
};

/** The manifest's pages in its order, each inside its layout (a layout where its first page is). */
function pageRoutes(pages: readonly PageEntry[]): RouteObject[] {
  const out: RouteObject[] = [];
  const groups = new Map<PageLayout, RouteObject[]>();
  for (const entry of pages) {
    if (entry.layout === 'open') {
      out.push(pageRoute(entry));
      continue;
    }
    let children = groups.get(entry.layout);
    if (!children) {
      children = [];
      groups.set(entry.layout, children);
      out.push({ element: LAYOUTS[entry.layout], children });
    }
    children.push(pageRoute(entry));
  }
  return out;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [{ index: true, element: <RootRedirect /> }, ...pageRoutes(PAGES)],
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
