import { ApiError } from '@/lib/api-client';

/**
 * Waits before each automatic retry of a cut-off upload, in ms. About 15 s in all: long enough for a server
 * restart or a Wi-Fi hand-over, short enough that a player is not left waiting on a dead upload.
 */
export const UPLOAD_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000];

/**
 * True when an upload failed for a reason that may pass by itself: no answer at all (the connection dropped,
 * the server restarted) or the server saying "not now" (502/503/504). Putting a photo into a cell replaces
 * whatever is there, so sending it again never creates a duplicate.
 */
export function isTransientUploadError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || [502, 503, 504].includes(error.status));
}

/**
 * Resolves after `ms` once the device is online: if it is offline then (whether it went offline before or during
 * the wait), it waits for the network to come back rather than spending the next attempt on nothing. Coming back
 * online ends the wait early. Rejects when `signal` aborts.
 */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', abort);
    };
    const done = () => {
      settle();
      resolve();
    };
    const abort = () => {
      settle();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    const timer = setTimeout(() => {
      if (navigator.onLine) done();
    }, ms);
    window.addEventListener('online', done);
    signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Runs `attempt` and, while it fails transiently, runs it again after each of `delays`. Any other failure, or
 * the last transient one, is thrown as is.
 */
export async function withUploadRetries<T>(
  attempt: () => Promise<T>,
  signal: AbortSignal,
  delays: readonly number[] = UPLOAD_RETRY_DELAYS_MS,
): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= delays.length || !isTransientUploadError(error) || signal.aborted) throw error;
      await pause(delays[n], signal);
    }
  }
}
