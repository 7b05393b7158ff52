import { ErrorCode } from '@picture-bingo/shared';
import type { TCreatedInvite, TReviewQueue } from '@picture-bingo/shared/staff';
import { describe, expect, it } from 'vitest';
import { createStartedGame, PHOTO_CELLS_3X3, uploadPhoto } from '../../../test/play';
import { snapshot } from '../../../test/security/world';
import { createTestApp, registerHost, type TestApp } from '../../../test/test-app';

const photoKey = (p: { playerId: string; idx: number }) => `${p.playerId}:${p.idx}`;

/** A started game with photo review, `players` players who each sent a photo into every photo cell. */
async function gameWithPhotos(t: TestApp, players: string[]) {
  const game = await createStartedGame(t, { photoReview: true }, players);
  for (const player of game.players) {
    for (const idx of PHOTO_CELLS_3X3) await uploadPhoto(t, game.code, player.token, idx);
  }
  return game;
}

async function addHelper(t: TestApp, code: string, ownerToken: string, role: 'cohost' | 'moderator') {
  const helper = await registerHost(t);
  const res = await t.request({
    method: 'POST',
    url: `/api/game/${code}/invites`,
    token: ownerToken,
    payload: { role },
  });
  const { token } = res.json<TCreatedInvite>();
  const accepted = await t.request({
    method: 'POST',
    url: `/api/invites/${token}/accept`,
    token: helper.accessToken,
  });
  expect(accepted.statusCode).toBe(200);
  return helper;
}

const next = async (t: TestApp, code: string, token: string, count = 3) => {
  const res = await t.request({
    method: 'POST',
    url: `/api/game/${code}/review/next`,
    token,
    payload: { count },
  });
  expect(res.statusCode).toBe(200);
  return res.json<TReviewQueue>();
};

const decide = (
  t: TestApp,
  code: string,
  token: string,
  p: { playerId: string; idx: number; image: string },
  decision: 'approve' | 'reject',
) =>
  t.request({
    method: 'POST',
    url: `/api/game/${code}/cells/${p.playerId}/${p.idx}/review`,
    token,
    payload: { decision, image: p.image, ...(decision === 'reject' ? { reason: 'Blurry' } : {}) },
  });

/** Review by several people: the queue hands out photos, never one to two reviewers at once. */
describe('the shared review queue', async () => {
  const t = await createTestApp();

  it('two moderators clear a queue of 40 photos together without ever holding the same one', async () => {
    const { code, token } = await gameWithPhotos(t, ['Ann', 'Ben', 'Cat', 'Dan', 'Eve']);
    const [mo1, mo2] = [
      await addHelper(t, code, token, 'moderator'),
      await addHelper(t, code, token, 'moderator'),
    ];
    const seenBy = new Map<string, string>();
    const decided = { [mo1.user.id]: 0, [mo2.user.id]: 0 };
    let first = true;
    for (;;) {
      // Both ask at the same moment.
      const [q1, q2] = await Promise.all([next(t, code, mo1.accessToken), next(t, code, mo2.accessToken)]);
      if (first) expect(q1.depth).toBe(40);
      first = false;
      const held1 = new Set(q1.photos.map(photoKey));
      for (const p of q2.photos) expect(held1.has(photoKey(p))).toBe(false);
      if (q1.photos.length + q2.photos.length === 0) {
        expect(q1.depth).toBe(0);
        break;
      }
      for (const [mo, q] of [
        [mo1, q1],
        [mo2, q2],
      ] as const) {
        for (const p of q.photos) {
          const owner = seenBy.get(photoKey(p));
          expect(owner === undefined || owner === mo.user.id).toBe(true);
          seenBy.set(photoKey(p), mo.user.id);
        }
        // Each decides the first photo they hold (approve or reject in turn): the rest they keep.
        const p = q.photos[0];
        if (!p) continue;
        const res = await decide(t, code, mo.accessToken, p, decided[mo.user.id] % 2 ? 'reject' : 'approve');
        expect(res.statusCode).toBe(200);
        decided[mo.user.id] += 1;
      }
    }
    expect(seenBy.size).toBe(40);
    expect(decided[mo1.user.id] + decided[mo2.user.id]).toBe(40);
    const { counts } = await next(t, code, token);
    const mine = (id: string) => counts.find((c) => c.userId === id);
    expect(mine(mo1.user.id)).toMatchObject({
      role: 'moderator',
      approved: Math.ceil(decided[mo1.user.id] / 2),
      rejected: Math.floor(decided[mo1.user.id] / 2),
    });
    expect(mine(mo2.user.id)).toMatchObject({ role: 'moderator' });
    expect(counts.find((c) => c.role === 'owner')).toMatchObject({ approved: 0, rejected: 0 });
  });

  it("a photo left open is handed out again once its time is up; until then another's decision is refused", async () => {
    const { code, token } = await gameWithPhotos(t, ['Ann']);
    const [mo1, mo2] = [
      await addHelper(t, code, token, 'moderator'),
      await addHelper(t, code, token, 'cohost'),
    ];
    const held = (await next(t, code, mo1.accessToken, 1)).photos[0];
    const other = (await next(t, code, mo2.accessToken, 8)).photos;
    expect(other.map(photoKey)).not.toContain(photoKey(held));
    expect(other).toHaveLength(7);

    const before = await snapshot(t);
    const refused = await decide(t, code, mo2.accessToken, held, 'approve');
    expect(refused.json()).toMatchObject({ code: ErrorCode.PHOTO_WITH_ANOTHER_REVIEWER });
    expect(await snapshot(t)).toEqual(before);
    // The owner's "approve all" skips it too.
    const bulk = await t.request({
      method: 'POST',
      url: `/api/game/${code}/review/approve`,
      token,
      payload: { photos: [{ playerId: held.playerId, idx: held.idx, image: held.image }] },
    });
    expect(bulk.json()).toEqual({ approved: 0, skipped: 1 });

    // Its time runs out (moved into the past here): the next reviewer to ask is handed it.
    await t.ctx.db
      .updateTable('review_leases')
      .set({ leased_until: new Date(Date.now() - 1).toISOString() })
      .where('user_id', '=', mo1.user.id)
      .execute();
    const again = await next(t, code, mo2.accessToken, 8);
    expect(again.photos.map(photoKey)).toContain(photoKey(held));
    expect((await decide(t, code, mo2.accessToken, held, 'approve')).statusCode).toBe(200);
    // The one whose time ran out approves it too: it stays approved, counted once (for the one who decided).
    expect((await decide(t, code, mo1.accessToken, held, 'approve')).statusCode).toBe(200);
    const { counts } = await next(t, code, token, 1);
    expect(counts.find((c) => c.userId === mo1.user.id)).toMatchObject({ approved: 0 });
    expect(counts.find((c) => c.userId === mo2.user.id)).toMatchObject({ approved: 1 });
  });

  it('each decision records who made it; an undone rejection no longer counts', async () => {
    const { code, token } = await gameWithPhotos(t, ['Ann']);
    const co = await addHelper(t, code, token, 'cohost');
    const [a, b] = (await next(t, code, co.accessToken, 2)).photos;
    expect((await decide(t, code, co.accessToken, a, 'approve')).statusCode).toBe(200);
    expect((await decide(t, code, co.accessToken, b, 'reject')).statusCode).toBe(200);
    const rows = await t.ctx.db
      .selectFrom('review_decisions')
      .select(['user_id', 'decision'])
      .where('user_id', '=', co.user.id)
      .execute();
    expect(rows.map((r) => [r.user_id, r.decision]).sort()).toEqual([
      [co.user.id, 'approve'],
      [co.user.id, 'reject'],
    ]);
    const undo = await t.request({
      method: 'POST',
      url: `/api/game/${code}/cells/${b.playerId}/${b.idx}/review/undo`,
      token: co.accessToken,
      payload: { image: b.image },
    });
    expect(undo.statusCode).toBe(200);
    const { counts, depth } = await next(t, code, token, 1);
    expect(counts.find((c) => c.userId === co.user.id)).toMatchObject({ approved: 1, rejected: 0 });
    expect(depth).toBe(7);
  });

  it('revoking a reviewer puts the photos they held back in the queue; their counts stay', async () => {
    const { code, token } = await gameWithPhotos(t, ['Ann']);
    const mo = await addHelper(t, code, token, 'moderator');
    const held = (await next(t, code, mo.accessToken, 8)).photos;
    expect(held).toHaveLength(8);
    expect((await decide(t, code, mo.accessToken, held[0], 'approve')).statusCode).toBe(200);
    const res = await t.request({ method: 'DELETE', url: `/api/game/${code}/members/${mo.user.id}`, token });
    expect(res.statusCode).toBe(204);
    const owner = await next(t, code, token, 8);
    expect(owner.photos).toHaveLength(7);
    expect(owner.counts.find((c) => c.userId === mo.user.id)).toMatchObject({ role: null, approved: 1 });
    const refused = await t.request({
      method: 'POST',
      url: `/api/game/${code}/review/next`,
      token: mo.accessToken,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('a bad count is refused and hands nothing out', async () => {
    const { code, token } = await gameWithPhotos(t, ['Ann']);
    const before = await snapshot(t);
    for (const count of [0, 11, 1.5, '3']) {
      const res = await t.request({
        method: 'POST',
        url: `/api/game/${code}/review/next`,
        token,
        payload: { count },
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});
