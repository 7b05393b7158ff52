import { useEffect } from 'react';

/**
 * Calls `onRestore` when the browser shows this page again from its back/forward cache (say, Back from the
 * hosted checkout), so a screen frozen mid-redirect can reset.
 */
export function usePageRestored(onRestore: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) onRestore();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [onRestore]);
}
