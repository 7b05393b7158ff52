import {
  GAME_ENDED,
  REJECT_UNDO_SECONDS,
  REJECTED_CELL_CHANGED,
  REJECTION_UNDO_EXPIRED,
  type TCell,
} from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { createStartedGame, getBoard, uploadPhoto } from '../../../test/play';
import { socketPool } from '../../../test/players';
import { apiOf, createTestApp } from '../../../test/test-app';
import { expireRejectedPhotos } from '../../services/play/expire-rejected-photos';
import { runRetention } from '../../services/retention/run-retention';
import { ORPHAN_MIN_AGE_MS, sweepOrphanMedia } from '../../services/retention/sweep-orphan-media';

/**
 * Undoing a rejection: a rejected photo's files stay for REJECT_UNDO_SECONDS, during which the host can give the
 * cell back as it was (everyone sees it live); after that the files are deleted. An undo the player overtook by
 * changing the cell, a late one, or one by anybody but the game's host changes nothing.
 */
describe('undoing a rejection', async () => {
  // No sweep on a timer: the tests run the expiry themselves at a chosen time.
  const t = await createTestApp({ RETENTION_SWEEP_MINUTES: '0' });
  const api = apiOf(t);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);

  const keyOf = (url: string | null) => (url ?? '').replace('/media/', '');
  const stored = async (cell: TCell) =>
    (await t.ctx.media.size(keyOf(cell.image))) !== null &&
    (await t.ctx.media.size(keyOf(cell.thumb))) !== null;
  const served = async (url: string | null) =>
    (await t.request({ method: 'GET', url: url ?? '' })).statusCode;
  const afterUndoTime = () => new Date(Date.now() + (REJECT_UNDO_SECONDS + 1) * 1000);
  const undo = (code: string, token: string, playerId: string, idx: number, image: unknown) =>
    api.raw('POST', `/api/game/${code}/cells/${playerId}/${idx}/review/undo`, { token, json: { image } });

  async function rejectedPhoto(idx = 0) {
    const game = await createStartedGame(t, { photoReview: true }, ['Ann']);
    const ann = game.players[0];
    const playerId = ann.membership.player.id;
    const photo = await uploadPhoto(t, game.code, ann.token, idx);
    const target = { playerId, idx, image: photo.image ?? '' };
    const rejected = await api.review(game.token, game.code, target, 'reject', 'Too blurry');
    expect(rejected.status).toBe(200);
    return { ...game, ann, playerId, photo, target };
  }

  it("the crash leftovers' sweep keeps a rejected photo whose undo time runs, however old its file", async () => {
    const { code, token, photo, target } = await rejectedPhoto(3);
    // Seen from two hours on, the photo's files are older than the sweep's minimum age and no cell names them.
    const later = new Date(Date.now() + 2 * ORPHAN_MIN_AGE_MS);
    await sweepOrphanMedia(t.ctx, later);
    expect(await stored(photo)).toBe(true);
    expect((await undo(code, token, target.playerId, 3, target.image)).status).toBe(200);
    expect(await served(photo.image)).toBe(200);
  });

  it('keeps the files; undo gives the cell back as it was, live to the player and the host', async () => {
    const { code, token, ann, playerId, photo, target } = await rejectedPhoto(1);
    const annLive = await listen({ gameCode: code, deviceToken: ann.token });
    const hostLive = await listen({ gameCode: code, hostToken: token });
    expect(await stored(photo)).toBe(true);
    expect(await served(photo.image)).toBe(200);
    expect((await getBoard(t, code, ann.token)).cells[1]).toMatchObject({
      image: null,
      rejectedReason: 'Too blurry',
    });
    expect(await api.pendingPhotos(token, code)).toEqual([]);

    const res = await undo(code, token, playerId, 1, target.image);
    expect(res.status).toBe(200);
    const restored = JSON.parse(res.text) as TCell;
    const { updatedAt: _before, ...content } = photo;
    expect(restored).toMatchObject({ ...content, isMarked: false });
    expect(restored).not.toHaveProperty('rejectedReason');

    for (const live of [annLive, hostLive]) {
      // (A batched frame of the rejection itself may still arrive after the socket connected.)
      const update = await live.waitFor('cell:updated', 1, 5000, (u) => u.cell.image !== null);
      expect(update).toEqual({ playerId, cell: restored, markedCount: 0 });
    }
    expect((await getBoard(t, code, ann.token)).cells[1]).toEqual(restored);
    expect(await api.pendingPhotos(token, code)).toMatchObject([{ playerId, idx: 1, image: photo.image }]);

    // The files are the cell's again: the expiry, even long after, leaves them.
    await expireRejectedPhotos(t.ctx, afterUndoTime());
    expect(await stored(photo)).toBe(true);
    // Undone once: a second undo finds nothing to take back.
    const twice = await undo(code, token, playerId, 1, target.image);
    expect(twice.status).toBe(410);
    expect(JSON.parse(twice.text)).toEqual({
      code: 'REJECTION_UNDO_EXPIRED',
      message: REJECTION_UNDO_EXPIRED,
    });
  });

  it('gives an approved photo back approved: its mark and the card’s count return', async () => {
    const game = await createStartedGame(t, { photoReview: true }, ['Ben']);
    const ben = game.players[0];
    const playerId = ben.membership.player.id;
    const photo = await uploadPhoto(t, game.code, ben.token, 2);
    const target = { playerId, idx: 2, image: photo.image ?? '' };
    expect((await api.review(game.token, game.code, target, 'approve')).status).toBe(200);
    expect((await api.review(game.token, game.code, target, 'reject')).status).toBe(200);
    expect((await getBoard(t, game.code, ben.token)).cells[2].isMarked).toBe(false);

    const res = await undo(game.code, game.token, playerId, 2, target.image);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ image: photo.image, isMarked: true });
    const progress = await api.getProgress(game.code, game.token);
    expect(progress.players.find((p) => p.id === playerId)?.markedCount).toBe(1);
    expect(await api.pendingPhotos(game.token, game.code)).toEqual([]);
  });

  it('deletes the files once the undo time is over; the player keeps the reason; undo is then refused', async () => {
    const { code, token, ann, playerId, photo, target } = await rejectedPhoto();
    // Not before its time.
    await expireRejectedPhotos(t.ctx, new Date(Date.now() + (REJECT_UNDO_SECONDS - 2) * 1000));
    expect(await stored(photo)).toBe(true);

    const run = await expireRejectedPhotos(t.ctx, afterUndoTime());
    expect(run.files).toBeGreaterThanOrEqual(2);
    expect(await stored(photo)).toBe(false);
    expect(await served(photo.image)).toBe(404);
    expect(await served(photo.thumb)).toBe(404);
    expect(await t.ctx.db.selectFrom('media_deletions').selectAll().execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('rejected_photos').selectAll().execute()).toEqual([]);

    const before = (await getBoard(t, code, ann.token)).cells[0];
    expect(before).toMatchObject({ image: null, rejectedReason: 'Too blurry' });
    const late = await undo(code, token, playerId, 0, target.image);
    expect(late.status).toBe(410);
    expect(JSON.parse(late.text)).toEqual({
      code: 'REJECTION_UNDO_EXPIRED',
      message: REJECTION_UNDO_EXPIRED,
    });
    expect((await getBoard(t, code, ann.token)).cells[0]).toEqual(before);
  });

  it('the sweep deletes a rejected photo whose node never ran its expiry (a crash)', async () => {
    const { photo } = await rejectedPhoto();
    const run = await runRetention(t.ctx, afterUndoTime());
    expect(run?.files).toBeGreaterThanOrEqual(2);
    expect(await stored(photo)).toBe(false);
  });

  it('is refused once the player has put a new photo in the cell, and changes nothing', async () => {
    const { code, token, ann, playerId, photo, target } = await rejectedPhoto();
    const annLive = await listen({ gameCode: code, deviceToken: ann.token });
    const replacement = await uploadPhoto(t, code, ann.token, 0);
    await annLive.waitFor('cell:updated');

    const res = await undo(code, token, playerId, 0, target.image);
    expect(res.status).toBe(409);
    expect(JSON.parse(res.text)).toEqual({ code: 'REJECTED_CELL_CHANGED', message: REJECTED_CELL_CHANGED });
    expect((await getBoard(t, code, ann.token)).cells[0]).toEqual(replacement);
    expect(await api.pendingPhotos(token, code)).toMatchObject([
      { playerId, idx: 0, image: replacement.image },
    ]);
    // Nothing was sent to the room, and the old photo still goes at its time; the new one stays.
    await new Promise((resolve) => setImmediate(resolve));
    expect(JSON.stringify(annLive.events)).not.toContain(target.image);
    await expireRejectedPhotos(t.ctx, afterUndoTime());
    expect(await stored(photo)).toBe(false);
    expect(await stored(replacement)).toBe(true);

    // The player removing the new photo again is a change too: the rejected one does not come back.
    const {
      code: code2,
      token: token2,
      ann: bea,
      playerId: beaId,
      target: beaTarget,
    } = await rejectedPhoto(3);
    const again = await uploadPhoto(t, code2, bea.token, 3);
    const removed = await api.raw('DELETE', `/api/game/${code2}/board/cells/3/image`, {
      deviceToken: bea.token,
    });
    expect(removed.status).toBeLessThan(300);
    expect(again.image).not.toBe(beaTarget.image);
    const refused = await undo(code2, token2, beaId, 3, beaTarget.image);
    expect(refused.status).toBe(409);
    expect((await getBoard(t, code2, bea.token)).cells[3]).toMatchObject({ image: null });
  });

  it('only the game’s host may undo; bad requests and an ended game change nothing', async () => {
    const { code, token, ann, playerId, photo, target } = await rejectedPhoto();
    const board = await getBoard(t, code, ann.token);
    const stranger = await api.registerHost();

    const foreign = await undo(code, stranger.accessToken, playerId, 0, target.image);
    expect(foreign.status).toBe(404);
    const asPlayer = await api.raw('POST', `/api/game/${code}/cells/${playerId}/0/review/undo`, {
      deviceToken: ann.token,
      json: { image: target.image },
    });
    expect(asPlayer.status).toBe(401);
    const anonymous = await api.raw('POST', `/api/game/${code}/cells/${playerId}/0/review/undo`, {
      json: { image: target.image },
    });
    expect(anonymous.status).toBe(401);

    expect((await undo(code, token, playerId, 0, 42)).status).toBe(400);
    expect((await undo(code, token, playerId, 4, target.image)).status).toBe(400);
    expect((await undo(code, token, 'nobody', 0, target.image)).status).toBe(404);
    expect((await undo(code, token, playerId, 1, target.image)).status).toBe(410);
    expect((await undo(code, token, playerId, 0, '/media/../secret')).status).toBe(410);
    expect((await getBoard(t, code, ann.token)).cells).toEqual(board.cells);
    expect(await stored(photo)).toBe(true);

    // Ending the game leaves the photos to judge (and to undo) until a winner settles it; cancelling settles it.
    expect((await api.raw('POST', `/api/game/${code}/cancel`, { token })).status).toBe(200);
    const settled = await undo(code, token, playerId, 0, target.image);
    expect(settled.status).toBe(409);
    expect(JSON.parse(settled.text)).toMatchObject({ message: GAME_ENDED });
    // A cancelled game's rejected photo goes with its undo time too.
    await expireRejectedPhotos(t.ctx, afterUndoTime());
    expect(await stored(photo)).toBe(false);
  });
});
