import {
  PHOTO_CHANGED,
  REJECT_REASON_MAX,
  type TCell,
  type TCellUpdate,
  type TGallery,
  ErrorCode,
} from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { createStartedGame, getBoard, uploadPhoto } from '../../../test/play';
import { socketPool } from '../../../test/players';
import { apiOf, createTestApp } from '../../../test/test-app';

/**
 * Photo review at scale: an unapproved photo reaches only its player and the host (HTTP answers and
 * live events); every decision names the photo the host saw; a rejection may say why, and the player reads it.
 */
describe('the review queue', async () => {
  const t = await createTestApp();
  const api = apiOf(t);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);
  const cellOf = (g: TGallery, playerId: string, idx: number) =>
    g.players.find((p) => p.id === playerId)?.cells[idx];
  const reviewedGame = () => createStartedGame(t, { photoReview: true }, ['Ann', 'Ben']);

  it('an unapproved photo is seen by its player and the host only, in the gallery and in live events', async () => {
    const { code, token, players } = await reviewedGame();
    const [ann, ben] = players;
    const annId = ann.membership.player.id;
    const hostLive = await listen({ gameCode: code, hostToken: token });
    const annLive = await listen({ gameCode: code, deviceToken: ann.token });
    // Ben has the gallery open (a phone on its card gets no one else's cells at all).
    const benLive = await listen({ gameCode: code, deviceToken: ben.token, watch: true });

    const photo = await uploadPhoto(t, code, ann.token, 0);
    expect(photo).toMatchObject({ isMarked: false, image: expect.stringMatching(/^\/media\//) });

    // Live: Ann and the host get the photo; Ben gets the cell as empty.
    const full: TCellUpdate = { playerId: annId, cell: photo, markedCount: 0 };
    expect(await hostLive.waitFor('cell:updated')).toEqual(full);
    expect(await annLive.waitFor('cell:updated')).toEqual(full);
    const seenByBen = await benLive.waitFor('cell:updated');
    expect(seenByBen).toEqual({
      playerId: annId,
      cell: { ...photo, image: null, thumb: null, updatedAt: null },
      markedCount: 0,
    });
    expect(JSON.stringify(benLive.events)).not.toContain(photo.image);

    // The gallery (and so the zips built from it): the same split.
    const asHost = await api.getGallery(code, { token });
    const asAnn = await api.getGallery(code, { deviceToken: ann.token });
    const asBen = await api.getGallery(code, { deviceToken: ben.token });
    expect(cellOf(asHost, annId, 0)).toEqual(photo);
    expect(cellOf(asAnn, annId, 0)).toEqual(photo);
    expect(cellOf(asBen, annId, 0)).toMatchObject({ image: null, thumb: null, isMarked: false });
    expect(JSON.stringify(asBen)).not.toContain(photo.image);
    // Again from the node's copies: still split, and Ann's own answer still has her photo.
    expect(await api.getGallery(code, { deviceToken: ben.token })).toEqual(asBen);
    expect(await api.getGallery(code, { deviceToken: ann.token })).toEqual(asAnn);
    expect(await api.getGallery(code, { token })).toEqual(asHost);
    // Progress counts approved photos only, for everyone.
    expect((await api.getProgress(code, token)).players.find((p) => p.id === annId)?.markedCount).toBe(0);

    // Once approved, everyone sees it.
    const approved = await api.review(
      token,
      code,
      { playerId: annId, idx: 0, image: photo.image ?? '' },
      'approve',
    );
    expect(approved.status).toBe(200);
    const update = await benLive.waitFor('cell:updated', 2);
    expect(update).toMatchObject({
      playerId: annId,
      markedCount: 1,
      cell: { image: photo.image, isMarked: true },
    });
    expect(cellOf(await api.getGallery(code, { deviceToken: ben.token }), annId, 0)).toMatchObject({
      image: photo.image,
      isMarked: true,
    });
  });

  it('a decision about a photo replaced meanwhile is refused (409) and changes nothing', async () => {
    const { code, token, players } = await reviewedGame();
    const ann = players[0];
    const playerId = ann.membership.player.id;
    const seen = await uploadPhoto(t, code, ann.token, 1);
    const replaced = await uploadPhoto(t, code, ann.token, 1);
    expect(replaced.image).not.toBe(seen.image);

    for (const decision of ['approve', 'reject'] as const) {
      const res = await api.review(token, code, { playerId, idx: 1, image: seen.image ?? '' }, decision);
      expect(res.status).toBe(409);
      expect(JSON.parse(res.text)).toEqual({ code: ErrorCode.PHOTO_REPLACED, message: PHOTO_CHANGED });
    }
    expect((await getBoard(t, code, ann.token)).cells[1]).toEqual(replaced);
    expect(await api.pendingPhotos(token, code)).toMatchObject([{ playerId, idx: 1, image: replaced.image }]);

    // Bulk approval is bound the same way: the stale one is skipped, the current one approved.
    const other = await uploadPhoto(t, code, ann.token, 2);
    const answer = await api.approvePhotos(token, code, [
      { playerId, idx: 1, image: seen.image ?? '' },
      { playerId, idx: 2, image: other.image ?? '' },
    ]);
    expect(answer).toMatchObject({ approved: 1, skipped: 1, changed: 1, decided: 0, held: 0 });
    const board = await getBoard(t, code, ann.token);
    expect(board.cells[1].isMarked).toBe(false);
    expect(board.cells[2].isMarked).toBe(true);
  });

  it('a rejection carries a reason the player reads until they replace the photo; bad reasons are refused', async () => {
    const { code, token, players } = await reviewedGame();
    const ann = players[0];
    const playerId = ann.membership.player.id;
    const photo = await uploadPhoto(t, code, ann.token, 3);
    const target = { playerId, idx: 3, image: photo.image ?? '' };

    const tooLong = await api.review(token, code, target, 'reject', 'x'.repeat(REJECT_REASON_MAX + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain(`The reason must be at most ${REJECT_REASON_MAX} characters`);
    const notText = await api.raw('POST', `/api/game/${code}/cells/${playerId}/3/review`, {
      token,
      json: { decision: 'reject', image: target.image, reason: 42 },
    });
    expect(notText.status).toBe(400);
    expect(notText.text).toContain('The reason must be text');
    const onApproval = await api.review(token, code, target, 'approve', 'Nice');
    expect(onApproval.status).toBe(400);
    expect(onApproval.text).toContain('Only a rejection can carry a reason');
    const noImage = await api.raw('POST', `/api/game/${code}/cells/${playerId}/3/review`, {
      token,
      json: { decision: 'reject' },
    });
    expect(noImage.status).toBe(400);
    expect(noImage.text).toContain('image must name the photo you reviewed');
    // None of those changed the cell.
    expect((await getBoard(t, code, ann.token)).cells[3]).toEqual(photo);

    const annLive = await listen({ gameCode: code, deviceToken: ann.token });
    const benLive = await listen({ gameCode: code, deviceToken: players[1].token, watch: true });
    // One line: a newline becomes a space; markup stays text.
    const rejected = await api.review(token, code, target, 'reject', ' Too blurry\n<b>retake</b> ');
    expect(rejected.status).toBe(200);
    const reason = 'Too blurry <b>retake</b>';
    expect(JSON.parse(rejected.text)).toMatchObject({ idx: 3, image: null, rejectedReason: reason });
    expect((await getBoard(t, code, ann.token)).cells[3]).toMatchObject({
      image: null,
      rejectedReason: reason,
    });
    expect(await annLive.waitFor('cell:updated')).toMatchObject({
      rejected: true,
      cell: { rejectedReason: reason },
    });
    // Why stays between the host and the player.
    const toBen = await benLive.waitFor('cell:updated');
    expect(toBen).not.toHaveProperty('rejected');
    expect(toBen.cell).not.toHaveProperty('rejectedReason');
    expect(cellOf(await api.getGallery(code, { token }), playerId, 3)?.rejectedReason).toBe(reason);
    expect(cellOf(await api.getGallery(code, { deviceToken: ann.token }), playerId, 3)?.rejectedReason).toBe(
      reason,
    );
    expect(
      cellOf(await api.getGallery(code, { deviceToken: players[1].token }), playerId, 3),
    ).not.toHaveProperty('rejectedReason');

    // A new photo clears it; a rejection without a reason is an empty reason.
    const again = await uploadPhoto(t, code, ann.token, 3);
    expect(again).not.toHaveProperty('rejectedReason');
    expect((await getBoard(t, code, ann.token)).cells[3]).not.toHaveProperty('rejectedReason');
    const plain = await api.review(token, code, { playerId, idx: 3, image: again.image ?? '' }, 'reject');
    expect((JSON.parse(plain.text) as TCell).rejectedReason).toBe('');
  });

  it('approve all, approve all from one player, and a rejection after approval takes the mark back', async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: true, winCondition: 'line' }, [
      'Ann',
      'Ben',
    ]);
    const [ann, ben] = players;
    for (const idx of [0, 1, 2]) await uploadPhoto(t, code, ann.token, idx);
    for (const idx of [0, 1]) await uploadPhoto(t, code, ben.token, idx);
    const queue = await api.pendingPhotos(token, code);
    expect(queue).toHaveLength(5);

    // All from Ben.
    const bens = queue.filter((p) => p.playerId === ben.id);
    expect(await api.approvePhotos(token, code, bens)).toMatchObject({ approved: 2, skipped: 0 });
    expect((await api.pendingPhotos(token, code)).map((p) => p.playerId)).toEqual([ann.id, ann.id, ann.id]);

    // All (Ben's again among them: already approved, so skipped as decided).
    const annLive = await listen({ gameCode: code, deviceToken: ann.token });
    expect(await api.approvePhotos(token, code, queue)).toMatchObject({
      approved: 3,
      skipped: 2,
      decided: 2,
      changed: 0,
    });
    expect(await api.pendingPhotos(token, code)).toEqual([]);
    expect(await annLive.waitFor('player:completed')).toMatchObject({ playerId: ann.id, first: true });
    let progress = await api.getProgress(code, token);
    expect(progress.players.find((p) => p.id === ann.id)).toMatchObject({
      markedCount: 3,
      status: 'completed',
    });

    // Rejecting an approved photo: the mark and the completion go.
    const approved = queue.find((p) => p.playerId === ann.id && p.idx === 2);
    const res = await api.review(token, code, approved ?? queue[0], 'reject', 'Inappropriate');
    expect(res.status).toBe(200);
    progress = await api.getProgress(code, token);
    expect(progress.players.find((p) => p.id === ann.id)).toMatchObject({
      markedCount: 2,
      status: 'in_progress',
    });
    expect((await getBoard(t, code, ann.token)).cells[2]).toMatchObject({
      image: null,
      isMarked: false,
      rejectedReason: 'Inappropriate',
    });

    // Bad bulk requests: clear messages, nothing changed.
    const empty = await api.raw('POST', `/api/game/${code}/review/approve`, { token, json: { photos: [] } });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Choose at least one photo to approve');
    const badCell = await api.raw('POST', `/api/game/${code}/review/approve`, {
      token,
      json: { photos: [{ playerId: ann.id, idx: 4, image: '/media/x' }] },
    });
    expect(badCell.status).toBe(400);
    expect(badCell.text).toContain('No such cell');
    for (const photos of [
      [{ playerId: `${ann.id}\u0000`, idx: 0, image: '/media/x' }],
      [{ playerId: ann.id, idx: 0.5, image: '/media/x' }],
      [{ playerId: ann.id, idx: 0 }],
      'all',
    ]) {
      const bad = await api.raw('POST', `/api/game/${code}/review/approve`, { token, json: { photos } });
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.text)).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    // Another host's token: the game does not exist for them.
    const stranger = await api.registerHost();
    const foreign = await api.raw('POST', `/api/game/${code}/review/approve`, {
      token: stranger.accessToken,
      json: { photos: [{ playerId: ann.id, idx: 0, image: '/media/x' }] },
    });
    expect(foreign.status).toBe(404);
  });
});
