import {
  REJECT_UNDO_SECONDS,
  type TBingoResponse,
  type TCell,
  type TGame,
  type TPendingPhoto,
  ErrorCode,
} from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { makeJpeg, multipartBody } from '../../../test/images';
import { createStartedGame, getBoard, PHOTO_CELLS_3X3, uploadPhoto, uploadRequest } from '../../../test/play';
import { createPaidGame, joinAs } from '../../../test/players';
import { createTestApp, registerHost } from '../../../test/test-app';
import { expireRejectedPhotos } from '../../services/play/expire-rejected-photos';

describe('playing: the rules the server enforces', async () => {
  const t = await createTestApp();

  const removePhoto = (code: string, token: string, idx: number) =>
    t.request({
      method: 'DELETE',
      url: `/api/game/${code}/board/cells/${idx}/image`,
      headers: { 'x-device-token': token },
    });
  const bingo = (code: string, token: string) =>
    t.request({ method: 'POST', url: `/api/game/${code}/bingo`, headers: { 'x-device-token': token } });
  const host = (code: string, token: string, action: 'pause' | 'resume' | 'end') =>
    t.request({ method: 'POST', url: `/api/game/${code}/${action}`, token });
  /** The host's decision on the photo now in the cell (as the review queue shows it). */
  const review = async (code: string, token: string, playerId: string, idx: number, decision: string) => {
    const cell = await t.ctx.db
      .selectFrom('cells')
      .select('image_key')
      .where('player_id', '=', playerId)
      .where('idx', '=', idx)
      .executeTakeFirst();
    const image = cell?.image_key ? `/media/${cell.image_key}` : '/media/none';
    return t.request({
      method: 'POST',
      url: `/api/game/${code}/cells/${playerId}/${idx}/review`,
      token,
      payload: { decision, image },
    });
  };
  const setEndsAt = (code: string, endsAt: string) =>
    t.ctx.db.updateTable('games').set({ ends_at: endsAt }).where('code', '=', code).execute();
  const photo = async () => multipartBody(await makeJpeg());

  describe('who may write which cell', () => {
    it('no device token → 401; only your own card is ever written', async () => {
      const { code, players } = await createStartedGame(t, {}, ['Ann', 'Ben']);
      const anon = await uploadRequest(t, code, null, 0, await photo());
      expect(anon.statusCode).toBe(401);
      // The URL names no player: Ben's token writes Ben's card, never Ann's.
      await uploadPhoto(t, code, players[1].token, 0);
      expect((await getBoard(t, code, players[0].token)).cells[0].image).toBeNull();
      expect((await getBoard(t, code, players[1].token)).cells[0].image).not.toBeNull();
    });

    it('a device that never joined gets 404; a player of another game cannot write here', async () => {
      const { code } = await createStartedGame(t);
      const other = await createStartedGame(t, {}, ['Out']);
      const res = await uploadRequest(t, code, other.players[0].token, 0, await photo());
      expect(res.statusCode).toBe(404);
    });

    it('never the centre; bad indexes 400', async () => {
      const { code, players } = await createStartedGame(t);
      const centre = await uploadRequest(t, code, players[0].token, 4, await photo());
      expect(centre.statusCode).toBe(400);
      expect(centre.json()).toEqual({ code: 'VALIDATION_ERROR', message: "That cell can't hold a photo" });
      for (const idx of ['9', '-1', '1.5', 'abc', '0x1', '99999']) {
        const res = await uploadRequest(t, code, players[0].token, idx, await photo());
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'No such cell' });
      }
      expect((await removePhoto(code, players[0].token, 4)).statusCode).toBe(400);
    });

    it('a removed player gets 403 "You were removed from this game"', async () => {
      const { code, token, players } = await createStartedGame(t, {}, ['Stay', 'Gone']);
      await t.request({
        method: 'DELETE',
        url: `/api/game/${code}/players/${players[1].membership.player.id}`,
        token,
      });
      const res = await uploadRequest(t, code, players[1].token, 0, await photo());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: ErrorCode.REMOVED_FROM_GAME,
        message: 'You were removed from this game',
      });
    });
  });

  describe('when', () => {
    it('409 in the lobby: "The game hasn\'t started yet"', async () => {
      const { code } = await createPaidGame(t);
      const player = await joinAs(t, code, 'Early');
      const res = await uploadRequest(t, code, player.token, 0, await photo());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: ErrorCode.GAME_NOT_STARTED,
        message: "The game hasn't started yet",
      });
    });

    it('409 after the time limit (server clock), for uploads and removals alike; the summary reads finished', async () => {
      const { code, players } = await createStartedGame(t);
      await uploadPhoto(t, code, players[0].token, 0);
      await setEndsAt(code, new Date(Date.now() - 1000).toISOString());
      const res = await uploadRequest(t, code, players[0].token, 1, await photo());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: ErrorCode.TIME_UP, message: 'Time is up! Uploads are closed.' });
      expect((await removePhoto(code, players[0].token, 0)).json()).toEqual({
        code: ErrorCode.TIME_UP,
        message: 'Time is up! Uploads are closed.',
      });
      const summary = await t.request({ method: 'GET', url: `/api/game/${code}` });
      expect(summary.json()).toMatchObject({ phase: 'finished', status: 'ACTIVE' });
      expect((await getBoard(t, code, players[0].token)).cells[0].image).not.toBeNull();
    });

    it('pause stops uploads and the clock; resume pushes ends_at by the pause; end closes uploads', async () => {
      const { code, token, players } = await createStartedGame(t, { timeLimitMinutes: 30 });
      const paused = await host(code, token, 'pause');
      expect(paused.statusCode).toBe(200);
      expect(paused.json()).toMatchObject({ status: 'PAUSED', phase: 'playing' });
      expect((await host(code, token, 'pause')).statusCode).toBe(409);
      const res = await uploadRequest(t, code, players[0].token, 0, await photo());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: ErrorCode.GAME_PAUSED, message: 'The game is paused' });

      // Paused for a minute (moved back in the database rather than waited for).
      const { endsAt } = paused.json() as TGame;
      const pausedAt = new Date(Date.now() - 60_000).toISOString();
      await t.ctx.db.updateTable('games').set({ paused_at: pausedAt }).where('code', '=', code).execute();
      const resumed = await host(code, token, 'resume');
      expect(resumed.statusCode).toBe(200);
      const game = resumed.json() as TGame;
      expect(game.status).toBe('ACTIVE');
      const pushedBy = Date.parse(game.endsAt ?? '') - Date.parse(endsAt ?? '');
      expect(pushedBy).toBeGreaterThanOrEqual(60_000);
      expect(pushedBy).toBeLessThan(65_000);
      expect((await host(code, token, 'resume')).json()).toEqual({
        code: ErrorCode.NOT_PAUSED,
        message: "The game isn't paused",
      });
      await uploadPhoto(t, code, players[0].token, 0);

      const ended = await host(code, token, 'end');
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toMatchObject({ status: 'ACTIVE', phase: 'finished' });
      expect(Date.parse((ended.json() as TGame).endsAt ?? '')).toBeLessThanOrEqual(Date.now());
      expect((await uploadRequest(t, code, players[0].token, 1, await photo())).json()).toEqual({
        code: ErrorCode.TIME_UP,
        message: 'Time is up! Uploads are closed.',
      });
      expect((await host(code, token, 'end')).statusCode).toBe(409);
      expect((await host(code, token, 'pause')).statusCode).toBe(409);
    });

    it('pause/resume/end: 409 in the lobby, 404 for another host, 401 without a token', async () => {
      const { code, token } = await createPaidGame(t);
      await joinAs(t, code, 'Wait');
      expect((await host(code, token, 'pause')).json()).toEqual({
        code: ErrorCode.GAME_NOT_STARTED,
        message: "The game hasn't started yet",
      });
      expect((await host(code, token, 'end')).statusCode).toBe(409);
      const stranger = await registerHost(t);
      expect((await host(code, stranger.accessToken, 'pause')).statusCode).toBe(404);
      expect((await t.request({ method: 'POST', url: `/api/game/${code}/pause` })).statusCode).toBe(401);
    });
  });

  describe('removing a photo', () => {
    it('DELETE empties the cell, unmarks it and deletes its files', async () => {
      const { code, players } = await createStartedGame(t);
      const cell = await uploadPhoto(t, code, players[0].token, 2);
      const res = await removePhoto(code, players[0].token, 2);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        idx: 2,
        image: null,
        thumb: null,
        isMarked: false,
        updatedAt: null,
      });
      expect((await t.request({ method: 'GET', url: cell.image ?? '' })).statusCode).toBe(404);
    });
  });

  describe('photo review', () => {
    it('upload → pending (not marked); approve → marked; reject → empty, files deleted after the undo time', async () => {
      const { code, token, players } = await createStartedGame(t, { photoReview: true }, ['Rev']);
      const me = players[0];
      const a = await uploadPhoto(t, code, me.token, 0);
      const b = await uploadPhoto(t, code, me.token, 1);
      expect(a.isMarked).toBe(false);
      const pending = await t.request({ method: 'GET', url: `/api/game/${code}/review`, token });
      expect(pending.statusCode).toBe(200);
      expect(pending.json()).toEqual([
        {
          playerId: me.membership.player.id,
          playerName: 'Rev',
          idx: 0,
          value: a.value,
          image: a.image,
          thumb: a.thumb,
          updatedAt: a.updatedAt,
        },
        expect.objectContaining({ idx: 1, image: b.image }),
      ] satisfies TPendingPhoto[]);

      const approved = await review(code, token, me.membership.player.id, 0, 'approve');
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ idx: 0, isMarked: true, image: a.image });

      const rejected = await review(code, token, me.membership.player.id, 1, 'reject');
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({ idx: 1, isMarked: false, image: null, thumb: null });
      // Kept while the rejection can be undone, deleted once that time is over.
      expect((await t.request({ method: 'GET', url: b.image ?? '' })).statusCode).toBe(200);
      await expireRejectedPhotos(t.ctx, new Date(Date.now() + (REJECT_UNDO_SECONDS + 1) * 1000));
      expect((await t.request({ method: 'GET', url: b.image ?? '' })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: b.thumb ?? '' })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: `/api/game/${code}/review`, token })).json()).toEqual([]);

      // Nothing left to judge in that cell, a bad decision, a stranger, a missing player.
      expect((await review(code, token, me.membership.player.id, 1, 'approve')).statusCode).toBe(409);
      expect((await review(code, token, me.membership.player.id, 0, 'maybe')).statusCode).toBe(400);
      const stranger = await registerHost(t);
      expect(
        (await review(code, stranger.accessToken, me.membership.player.id, 0, 'reject')).statusCode,
      ).toBe(404);
      expect(
        (await t.request({ method: 'GET', url: `/api/game/${code}/review`, token: stranger.accessToken }))
          .statusCode,
      ).toBe(404);
      expect((await review(code, token, 'nobody', 0, 'approve')).statusCode).toBe(404);
    });
  });

  describe('BINGO!', () => {
    it('refused until the stored card meets the condition; first by server time; later claims not first', async () => {
      const { code, players } = await createStartedGame(t, {}, ['Fast', 'Slow']);
      const [fast, slow] = players;
      const refused = await bingo(code, fast.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: ErrorCode.BINGO_UNFINISHED,
        message: "Your card doesn't meet the win condition yet",
      });

      for (const idx of PHOTO_CELLS_3X3) await uploadPhoto(t, code, fast.token, idx);
      const won = await bingo(code, fast.token);
      expect(won.statusCode).toBe(200);
      const claim = won.json() as TBingoResponse;
      expect(claim).toEqual({ accepted: true, completedAt: expect.any(String), first: true });
      // Claiming again answers the same recorded moment.
      expect((await bingo(code, fast.token)).json()).toEqual(claim);

      for (const idx of PHOTO_CELLS_3X3) await uploadPhoto(t, code, slow.token, idx);
      const second = (await bingo(code, slow.token)).json() as TBingoResponse;
      expect(second.first).toBe(false);
      expect(Date.parse(second.completedAt)).toBeGreaterThanOrEqual(Date.parse(claim.completedAt));

      // A claim after time-up still counts: the card met the condition in time (time ran out just after).
      await setEndsAt(code, new Date(Date.parse(claim.completedAt) + 1).toISOString());
      expect((await bingo(code, fast.token)).json()).toEqual(claim);
    });

    it('a line is enough when the host chose it; review mode counts only approved photos', async () => {
      const { code, token, players } = await createStartedGame(t, {
        winCondition: 'line',
        photoReview: true,
      });
      const me = players[0];
      for (const idx of [0, 1, 2]) await uploadPhoto(t, code, me.token, idx);
      expect((await bingo(code, me.token)).statusCode).toBe(409);
      for (const idx of [0, 1]) await review(code, token, me.membership.player.id, idx, 'approve');
      expect((await bingo(code, me.token)).statusCode).toBe(409);
      await review(code, token, me.membership.player.id, 2, 'approve');
      expect((await bingo(code, me.token)).json()).toMatchObject({ accepted: true, first: true });
      // Rejecting a photo of the winning line takes the completion back.
      await review(code, token, me.membership.player.id, 2, 'reject');
      expect((await bingo(code, me.token)).statusCode).toBe(409);
    });
  });

  it('a player who reloads finds every photo where it was', async () => {
    const { code, players } = await createStartedGame(t);
    const cells: TCell[] = [];
    for (const idx of [0, 5, 8]) cells.push(await uploadPhoto(t, code, players[0].token, idx));
    const board = await getBoard(t, code, players[0].token);
    for (const cell of cells) expect(board.cells[cell.idx]).toEqual(cell);
  });
});
