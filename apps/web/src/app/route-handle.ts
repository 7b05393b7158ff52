import { useMatches } from 'react-router';

/** What a route declares about its page: the title (h1 and tab title) and whether it has a Back button. */
export interface RouteHandle {
  title: string;
  back: boolean;
  /** A full-screen page (the big screen): no navigation bar and no page header. */
  bare?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
