import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';

/** What a route declares about its page: the title (h1 and tab title) and whether it has a Back button. */
export interface RouteHandle {
  title: string;
  back: boolean;
  /** A full-screen page (the big screen): no navigation bar and no page header. */
  bare?: boolean;
  /** Loads the page's code ahead of its first render (apps/web/src/app/router.tsx, preloadPage). */
  preload?: () => Promise<unknown>;
  /**
   * True once the page is to be shown in one render, not rendered in the background in slices (AppRouter): a page a
   * guest waits for with nothing else to do (the lobby after the name, the card after Start), once its code is in.
   */
  atOnce?: () => boolean;
  /** Loads the code of the page that usually comes next (the lobby after the name step) once this one is idle. */
  next?: () => Promise<unknown>;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function deepestHandle(matches: RouteMatch[] | null): RouteHandle | undefined {
  for (let i = (matches?.length ?? 0) - 1; i >= 0; i -= 1) {
    const handle = matches?.[i].route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/**
 * The shown page's handle, set above the routes (apps/web/src/app/router.tsx): the layouts around a page read
 * it, and they sit above the page, so the page itself cannot provide it.
 */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

/** The handle of the page on screen (its title, Back button and layout). */
export function useRouteHandle(): RouteHandle | undefined {
  return useContext(RouteHandleContext);
}

/** True while the next page renders in the background (its code loading) and the last one is still shown. */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
