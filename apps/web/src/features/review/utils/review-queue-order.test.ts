import type { TApprovePhotosResponse, TPendingPhoto } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { photoKey } from '../api/pending-photos';
import {
  keepRecent,
  leavingQueue,
  notOpenOn,
  orderedQueue,
  RECENT_MAX,
  successorKey,
  withKeys,
} from './review-queue-order';

const photo = (playerId: string, idx = 0, more: Partial<TPendingPhoto> = {}): TPendingPhoto => ({
  playerId,
  playerName: playerId,
  idx,
  value: 'a hat',
  image: `/media/${playerId}-${idx}.webp`,
  thumb: `/media/${playerId}-${idx}-t.webp`,
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...more,
});
const keys = (photos: readonly TPendingPhoto[]) => photos.map(photoKey);

describe('orderedQueue', () => {
  const held = photo('held', 0, { hold: { reason: 'reported' } });
  const [a, b, c] = [photo('a'), photo('b'), photo('c')];

  it("keeps the server's order oldest first, and turns each part around newest first, held photos still first", () => {
    expect(keys(orderedQueue([held, a, b, c], 'oldest', new Set()))).toEqual(keys([held, a, b, c]));
    expect(keys(orderedQueue([held, a, b, c], 'newest', new Set()))).toEqual(keys([held, c, b, a]));
  });

  it('leaves out the photos whose decision is on its way', () => {
    expect(keys(orderedQueue([a, b, c], 'newest', new Set([photoKey(b)])))).toEqual(keys([c, a]));
  });
});

describe('notOpenOn', () => {
  const open = (userId: string) =>
    photo('p1', 0, { openOn: { userId, email: `${userId}@example.com`, until: '2030-01-01T00:05:00.000Z' } });

  it("does not name a photo handed to the viewer's own screen as open on someone else's", () => {
    expect(notOpenOn([open('me')], 'me')[0].openOn).toBeUndefined();
    expect(notOpenOn([open('rita')], 'me')[0].openOn?.userId).toBe('rita');
    expect(notOpenOn([open('rita')], undefined)[0].openOn?.userId).toBe('rita');
  });
});

describe('successorKey', () => {
  const queue = [photo('a'), photo('b'), photo('c')];

  it('is the next photo, the one before at the end, none when the last one goes', () => {
    expect(successorKey(queue, 1)).toBe(photoKey(queue[2]));
    expect(successorKey(queue, 2)).toBe(photoKey(queue[1]));
    expect(successorKey(queue.slice(0, 1), 0)).toBeNull();
  });
});

describe('withKeys', () => {
  it('adds or takes out keys, leaving the set it was given as it was', () => {
    const before = new Set(['x']);
    expect([...withKeys(before, ['y', 'z'], true)]).toEqual(['x', 'y', 'z']);
    expect([...withKeys(before, ['x'], false)]).toEqual([]);
    expect([...before]).toEqual(['x']);
  });
});

describe('keepRecent', () => {
  it('puts the newest approvals first, each photo once, and keeps RECENT_MAX', () => {
    const older = Array.from({ length: RECENT_MAX }, (_, i) => photo('old', i));
    const kept = keepRecent(older, [photo('new'), older[3]]);
    expect(kept).toHaveLength(RECENT_MAX);
    expect(keys(kept.slice(0, 3))).toEqual(keys([photo('new'), older[3], older[0]]));
    expect(keys(kept)).not.toContain(photoKey(older[RECENT_MAX - 1]));
  });
});

describe('leavingQueue', () => {
  it('keeps the reported photos of an "Approve all" in the queue, to be decided one by one', () => {
    const [a, b] = [photo('a'), photo('b', 2)];
    const result: TApprovePhotosResponse = {
      approved: 1,
      skipped: 1,
      decided: 0,
      changed: 0,
      held: 0,
      reported: 1,
      results: [
        { playerId: 'a', idx: 0, outcome: 'approved' },
        { playerId: 'b', idx: 2, outcome: 'reported' },
      ],
    };
    expect(keys(leavingQueue([a, b], result))).toEqual(keys([a]));
  });
});
