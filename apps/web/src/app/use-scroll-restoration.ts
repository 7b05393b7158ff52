import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, type Location } from 'react-router';

/**
 * What React Router's <ScrollRestoration> did for the data router: a new page starts at the top (or at its
 * #fragment); Back and Forward return to where that page was left, also after a reload. Positions are kept by
 * history entry (location.key) for the tab's session, like the entries themselves.
 */
const STORAGE_KEY = 'picture-bingo:scroll-positions';

let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
      positions = typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * In AppRouter: takes the position of the page being left. `location` is the router's, `shown` the page on
 * screen, which stays until the next page has rendered, so it is still on screen when `location` moves on.
 */
export function useScrollPositions(location: Location, shown: Location): void {
  const shownKey = useRef(shown.key);

  useEffect(() => {
    // The browser's own restoration would jump before the page has rendered.
    const manual = () => (window.history.scrollRestoration = 'manual');
    const onPageHide = () => {
      savedPositions()[shownKey.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or blocked: the positions of this visit are lost on reload, nothing else.
      }
      window.history.scrollRestoration = 'auto';
    };
    manual();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', manual);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    shownKey.current = shown.key;
    if (location.key !== shown.key) savedPositions()[shown.key] = window.scrollY;
  }, [location, shown]);
}

function scrollToFragment(hash: string): boolean {
  if (!hash) return false;
  try {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    return target !== null;
  } catch {
    return false; // not a decodable id
  }
}

/**
 * Beside the routes, inside their Suspense boundary: commits with the page, so the position is set once the
 * page is on screen (on the app's first load, once its code has loaded, not under the spinner).
 */
export function RestoreScroll(): null {
  const location = useLocation();
  useLayoutEffect(() => {
    const saved = savedPositions()[location.key];
    if (typeof saved === 'number') window.scrollTo(0, saved);
    else if (!scrollToFragment(location.hash)) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
