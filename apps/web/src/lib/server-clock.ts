/**
 * The server's clock as seen from here. Game deadlines (endsAt) are server times; a phone whose clock is off
 * would count down wrongly, so every API answer's `Date` header corrects the local clock.
 */
let offsetMs = 0;

/**
 * How far the server's clock is ahead of ours, from a `Date` header read at `receivedAt`. The header has whole
 * seconds, so differences under a second are noise and count as none. Null when the header is missing or bad.
 */
export function clockOffset(dateHeader: string | null, receivedAt: number): number | null {
  if (!dateHeader) return null;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return null;
  // The server's clock read somewhere in [server, server + 1 s) when it answered.
  const offset = server + 500 - receivedAt;
  return Math.abs(offset) < 1000 ? 0 : offset;
}

/** Records the `Date` header of an API answer. */
export function noteServerDate(dateHeader: string | null, receivedAt = Date.now()): void {
  const offset = clockOffset(dateHeader, receivedAt);
  if (offset !== null) offsetMs = offset;
}

/** Now, on the server's clock (ms since the epoch). */
export const serverNow = (): number => Date.now() + offsetMs;
