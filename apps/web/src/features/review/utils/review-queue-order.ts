import type { TApprovePhotosResponse, TPendingPhoto } from '@picture-bingo/shared';
import { photoKey } from '../api/pending-photos';

export type ReviewOrder = 'oldest' | 'newest';

/** How many approved photos the page keeps at hand to undo. */
export const RECENT_MAX = 12;

/**
 * The queue as shown: the server's list (held photos first, then oldest first), or the same with each part newest
 * first; photos just decided are left out.
 */
export function orderedQueue(
  photos: readonly TPendingPhoto[],
  order: ReviewOrder,
  decided: ReadonlySet<string>,
): TPendingPhoto[] {
  const open = photos.filter((p) => !decided.has(photoKey(p)));
  if (order === 'oldest') return open;
  const held = open.filter((p) => p.hold);
  return [...held.reverse(), ...open.filter((p) => !p.hold).reverse()];
}

/**
 * The photos as this viewer reads them: one open on the viewer's own screen (they reviewed one at a time a moment
 * ago) is theirs to decide, not on a helper's screen.
 */
export function notOpenOn(photos: readonly TPendingPhoto[], viewerId: string | undefined): TPendingPhoto[] {
  return photos.map((photo) => {
    if (!viewerId || photo.openOn?.userId !== viewerId) return photo;
    const { openOn: _mine, ...rest } = photo;
    return rest;
  });
}

/** The key of the photo that takes the place of the one at `index` once it is decided: the next, else the one before. */
export function successorKey(queue: readonly TPendingPhoto[], index: number): string | null {
  const successor = queue[index + 1] ?? queue[index - 1];
  return successor ? photoKey(successor) : null;
}

/** The set with `keys` added (`on`) or taken out. */
export function withKeys(
  set: ReadonlySet<string>,
  keys: readonly string[],
  on: boolean,
): ReadonlySet<string> {
  const next = new Set(set);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return next;
}

/** The photos approved from the page, newest first and each once, at most RECENT_MAX. */
export function keepRecent(
  recent: readonly TPendingPhoto[],
  approved: readonly TPendingPhoto[],
): TPendingPhoto[] {
  const keys = new Set(approved.map(photoKey));
  return [...approved, ...recent.filter((p) => !keys.has(photoKey(p)))].slice(0, RECENT_MAX);
}

/** The photos of an "Approve all" that leave the queue: all but the reported ones, which are decided one by one. */
export function leavingQueue(
  photos: readonly TPendingPhoto[],
  { results }: TApprovePhotosResponse,
): TPendingPhoto[] {
  const reported = (p: TPendingPhoto) =>
    results.some((r) => r.outcome === 'reported' && r.playerId === p.playerId && r.idx === p.idx);
  return photos.filter((p) => !reported(p));
}
