/**
 * The claim this browser is waiting on, per game, kept across reloads: a guest who reloads while the host
 * decides comes back to the waiting screen, not to the name step.
 */
export interface PendingClaim {
  id: string;
  name: string;
}

const keyOf = (code: string) => `pendingClaim:${code.toUpperCase()}`;

export function readPendingClaim(code: string): PendingClaim | null {
  try {
    const text = window.localStorage.getItem(keyOf(code));
    const value = text ? (JSON.parse(text) as Partial<PendingClaim>) : null;
    return value && typeof value.id === 'string' && typeof value.name === 'string'
      ? { id: value.id, name: value.name }
      : null;
  } catch {
    return null;
  }
}

export function writePendingClaim(code: string, claim: PendingClaim | null): void {
  try {
    if (claim) window.localStorage.setItem(keyOf(code), JSON.stringify(claim));
    else window.localStorage.removeItem(keyOf(code));
  } catch {
    // Storage unavailable: the claim is still answered, only a reload forgets it.
  }
}
