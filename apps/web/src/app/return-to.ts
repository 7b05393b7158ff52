import type { Location } from 'react-router';

/** Router state carried to /login so signing in returns to the protected page the visitor was sent from. */
export interface ReturnToState {
  from: string;
}

export const returnToState = (location: Location): ReturnToState => ({
  from: `${location.pathname}${location.search}${location.hash}`,
});

/** Where to go after signing in: the remembered in-app path, else /host. */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  // Only same-app paths: "//evil.example" would be another origin.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/host';
}
