import { ErrorCode, type TApprovePhotosResponse, type TPendingPhoto } from '@picture-bingo/shared';
import type { TCreatedInvite, TReviewQueue } from '@picture-bingo/shared/staff';
import { describe, expect, it, vi } from 'vitest';
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

/** The person at a reviewer's screen asks for photos (`resume`: the screen opened, or they tapped to go on). */
const next = (t: TestApp, code: string, token: string, count = 3) => ask(t, code, token, count, true);

/** A reviewer's screen asks again by itself (its polling): an act of nobody. */
const poll = (t: TestApp, code: string, token: string, count = 3) => ask(t, code, token, count, false);

const ask = async (t: TestApp, code: string, token: string, count: number, resume: boolean) => {
  const res = await t.request({
    method: 'POST',
    url: `/api/game/${code}/review/next`,
    token,
    payload: { count, resume },
  });
  expect(res.statusCode).toBe(200);
  return res.json<TReviewQueue>();
};

const approveAll = async (
  t: TestApp,
  code: string,
  token: string,
  photos: readonly { playerId: string; idx: number; image: string }[],
) => {
  const res = await t.request({
    method: 'POST',
    url: `/api/game/${code}/review/approve`,
    token,
    payload: { photos: photos.map(({ playerId, idx, image }) => ({ playerId, idx, image })) },
  });
  expect(res.statusCode).toBe(200);
  return res.json<TApprovePhotosResponse>();
};

const pending = async (t: TestApp, code: string, token: string) => {
  const res = await t.request({ method: 'GET', url: `/api/game/${code}/review`, token });
  expect(res.statusCode).toBe(200);
  return res.json<TPendingPhoto[]>();
};

const release = (t: TestApp, code: string, token: string, userId: string) =>
  t.request({ method: 'POST', url: `/api/game/${code}/review/release`, token, payload: { userId } });

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

  it("a moderator may not decide a photo open on another's screen; the owner and co-hosts may, and that screen moves on", async () => {
    const { code, token } = await gameWithPhotos(t, ['Ann', 'Ben']);
    const [mo1, mo2] = [
      await addHelper(t, code, token, 'moderator'),
      await addHelper(t, code, token, 'moderator'),
    ];
    const co = await addHelper(t, code, token, 'cohost');
    const held = (await next(t, code, mo1.accessToken, 2)).photos;
    const other = (await next(t, code, mo2.accessToken, 6)).photos;
    expect(other.map(photoKey)).not.toContain(photoKey(held[0]));
    expect(other).toHaveLength(6);

    // Another moderator: refused, one by one or in bulk, and nothing changes.
    const before = await snapshot(t);
    const refused = await decide(t, code, mo2.accessToken, held[0], 'approve');
    expect(refused.json()).toMatchObject({ code: ErrorCode.PHOTO_WITH_ANOTHER_REVIEWER });
    expect(await snapshot(t)).toEqual(before);
    expect(await approveAll(t, code, mo2.accessToken, [held[0]])).toMatchObject({
      approved: 0,
      skipped: 1,
      held: 1,
      results: [{ playerId: held[0].playerId, idx: held[0].idx, outcome: 'held' }],
    });

    // The owner sees whose screen each photo is open on.
    const list = await pending(t, code, token);
    expect(list.find((p) => photoKey(p) === photoKey(held[0]))?.openOn).toMatchObject({
      userId: mo1.user.id,
      email: mo1.user.email,
    });
    expect(list.filter((p) => p.openOn?.userId === mo2.user.id)).toHaveLength(6);

    // A co-host decides one of them, the owner the other.
    expect((await decide(t, code, co.accessToken, held[0], 'approve')).statusCode).toBe(200);
    expect((await decide(t, code, token, held[1], 'reject')).statusCode).toBe(200);
    // The holder's screen, asking by itself, no longer has them: it is handed the next waiting ones instead.
    const moved = await poll(t, code, mo1.accessToken, 2);
    expect(moved.idle).toBe(false);
    expect(moved.photos.map(photoKey)).not.toContain(photoKey(held[0]));
    expect(moved.photos.map(photoKey)).not.toContain(photoKey(held[1]));
    expect(moved.photos).toHaveLength(2);
    const { counts } = await next(t, code, token, 1);
    expect(counts.find((c) => c.userId === co.user.id)).toMatchObject({ approved: 1 });
    expect(counts.find((c) => c.role === 'owner')).toMatchObject({ rejected: 1 });
  });

  it('the owner approves all while two helpers keep their screens open: every photo is approved, and said so', async () => {
    const { code, token, players } = await gameWithPhotos(t, ['Ann', 'Ben']);
    const mo = await addHelper(t, code, token, 'moderator');
    const co = await addHelper(t, code, token, 'cohost');
    const onMo = (await next(t, code, mo.accessToken)).photos;
    const onCo = (await next(t, code, co.accessToken)).photos;
    expect(onMo).toHaveLength(3);
    expect(onCo).toHaveLength(3);
    const all = await pending(t, code, token);
    expect(all).toHaveLength(16);
    expect(all.filter((p) => p.openOn)).toHaveLength(6);

    // Before the owner's approval: Ann replaces one photo and the moderator rejects another.
    const replacedOne = all.find((p) => p.playerId === players[0].id && !p.openOn);
    if (!replacedOne) throw new Error("Ann has a photo on nobody's screen");
    await uploadPhoto(t, code, players[0].token, replacedOne.idx);
    expect((await decide(t, code, mo.accessToken, onMo[0], 'reject')).statusCode).toBe(200);

    const answer = await approveAll(t, code, token, all);
    expect(answer).toMatchObject({ approved: 14, skipped: 2, decided: 1, changed: 1, held: 0 });
    const outcome = (p: { playerId: string; idx: number }) =>
      answer.results.find((r) => r.playerId === p.playerId && r.idx === p.idx)?.outcome;
    expect(outcome(onMo[0])).toBe('decided');
    expect(outcome(replacedOne)).toBe('changed');
    for (const p of [...onMo.slice(1), ...onCo]) expect(outcome(p)).toBe('approved');

    // The helpers' screens move on: nothing of theirs is left but the replaced photo, now waiting.
    const [mo2, co2] = [await poll(t, code, mo.accessToken), await poll(t, code, co.accessToken)];
    expect([...mo2.photos, ...co2.photos].map((p) => p.idx)).toEqual([replacedOne.idx]);
    expect(mo2.depth).toBe(1);
    // Approving all again: each was decided already.
    expect(await approveAll(t, code, token, all)).toMatchObject({ approved: 0, decided: 15, changed: 1 });
  });

  it('the owner or a co-host takes back the photos open on a screen; a moderator may not', async () => {
    const { code, token } = await gameWithPhotos(t, ['Ann']);
    const mo = await addHelper(t, code, token, 'moderator');
    const co = await addHelper(t, code, token, 'cohost');
    const held = (await next(t, code, mo.accessToken)).photos;
    expect(held).toHaveLength(3);

    const notAllowed = await release(t, code, mo.accessToken, co.user.id);
    expect(notAllowed.statusCode).toBe(403);
    expect(notAllowed.json()).toMatchObject({ code: ErrorCode.ROLE_NOT_ALLOWED });
    for (const userId of ['', 'x'.repeat(65), `${mo.user.id}\u0000`]) {
      expect((await release(t, code, token, userId)).statusCode).toBe(400);
    }

    const taken = await release(t, code, co.accessToken, mo.user.id);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ released: 3 });
    expect((await pending(t, code, token)).filter((p) => p.openOn)).toEqual([]);
    // The screen is handed nothing until its person asks; the co-host is handed the same photos first.
    expect(await poll(t, code, mo.accessToken)).toMatchObject({ idle: true, photos: [] });
    expect((await next(t, code, co.accessToken)).photos.map(photoKey)).toEqual(held.map(photoKey));
    const back = await next(t, code, mo.accessToken);
    expect(back.idle).toBe(false);
    expect(back.photos.map(photoKey).some((k) => held.map(photoKey).includes(k))).toBe(false);
    // Nobody on record: nothing goes back.
    expect((await release(t, code, token, 'nobody')).json()).toEqual({ released: 0 });
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

/** A screen left open: its photos go back to the queue once nobody has acted on it for REVIEW_LEASE_SECONDS. */
describe('an idle review screen', async () => {
  const t = await createTestApp({ REVIEW_LEASE_SECONDS: '1' });

  it('renews its photos only by acting; left idle, they go back to the queue and it is handed none until asked', async () => {
    const { code, token } = await gameWithPhotos(t, ['Ann']);
    const [mo1, mo2] = [
      await addHelper(t, code, token, 'moderator'),
      await addHelper(t, code, token, 'moderator'),
    ];
    // A screen never opened by its person is handed nothing.
    expect(await poll(t, code, mo1.accessToken)).toMatchObject({ idle: true, photos: [] });
    const first = await next(t, code, mo1.accessToken);
    expect(first.photos).toHaveLength(3);
    const until = first.photos[0].leasedUntil;
    // Polling keeps the same photos and renews nothing.
    const polled = await poll(t, code, mo1.accessToken);
    expect(polled.photos.map(photoKey)).toEqual(first.photos.map(photoKey));
    expect(polled.photos.every((p) => p.leasedUntil === until)).toBe(true);
    // A decision renews the rest (and the photo handed in its place runs out with them).
    expect((await decide(t, code, mo1.accessToken, first.photos[0], 'approve')).statusCode).toBe(200);
    const acted = await poll(t, code, mo1.accessToken);
    expect(acted.photos).toHaveLength(3);
    expect(acted.photos.every((p) => p.leasedUntil > until)).toBe(true);
    expect(new Set(acted.photos.map((p) => p.leasedUntil)).size).toBe(1);

    // Left alone: its photos go back; it is handed none by its polling.
    const idle = await vi.waitFor(
      async () => {
        const q = await poll(t, code, mo1.accessToken);
        expect(q.idle).toBe(true);
        return q;
      },
      { timeout: 5000, interval: 200 },
    );
    expect(idle.photos).toEqual([]);
    expect(idle.depth).toBe(7);
    // Another reviewer is handed them first; a moderator may now decide them.
    const taken = await next(t, code, mo2.accessToken);
    expect(taken.photos.map(photoKey)).toEqual(acted.photos.map(photoKey));
    // Its person comes back: the next waiting photos, none of the other's.
    const back = await next(t, code, mo1.accessToken);
    expect(back.idle).toBe(false);
    expect(back.photos.map(photoKey).some((k) => taken.photos.map(photoKey).includes(k))).toBe(false);
  });

  it('a screen holding no photo is waiting, not idle: it is handed photos when they come', async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: true }, ['Ann']);
    const mo = await addHelper(t, code, token, 'moderator');
    const opened = await next(t, code, mo.accessToken);
    expect(opened).toMatchObject({ idle: false, photos: [], depth: 0 });
    // Longer than REVIEW_LEASE_SECONDS goes by with the screen asking by itself, holding nothing.
    const since = Date.now();
    while (Date.now() - since < 1500) {
      expect(await poll(t, code, mo.accessToken)).toMatchObject({ idle: false, photos: [] });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await uploadPhoto(t, code, players[0].token, PHOTO_CELLS_3X3[0]);
    const handed = await poll(t, code, mo.accessToken);
    expect(handed.idle).toBe(false);
    expect(handed.photos).toHaveLength(1);
  });
});
