import {
  BINGO_TOO_LATE,
  BINGO_WHILE_PAUSED,
  type TBingoResponse,
  type TGame,
  type TLeaderboard,
  type TPendingPhoto,
  ErrorCode,
} from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { createStartedGame, PHOTO_CELLS_3X3, uploadPhoto } from '../../../test/play';
import { socketPool } from '../../../test/players';
import { createTestApp, registerHost } from '../../../test/test-app';

describe('the BINGO! moment: bingo:called, auto-confirm, no claim after play stopped', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);
  const bingo = (code: string, token: string) =>
    t.request({ method: 'POST', url: `/api/game/${code}/bingo`, headers: { 'x-device-token': token } });
  const hostAction = (code: string, token: string, action: 'pause' | 'resume' | 'end') =>
    t.request({ method: 'POST', url: `/api/game/${code}/${action}`, token });
  /** The host's decision on a photo as the review queue shows it (the request names the image seen). */
  const review = async (code: string, token: string, playerId: string, idx: number, decision: string) => {
    const queue = (
      await t.request({ method: 'GET', url: `/api/game/${code}/review`, token })
    ).json() as TPendingPhoto[];
    const seen = queue.find((p) => p.playerId === playerId && p.idx === idx);
    if (!seen) throw new Error(`no photo of ${playerId} at ${idx} waits for review`);
    return t.request({
      method: 'POST',
      url: `/api/game/${code}/cells/${playerId}/${idx}/review`,
      token,
      payload: { decision, image: seen.image },
    });
  };
  const hostGame = async (code: string, token: string) =>
    (await t.request({ method: 'GET', url: `/api/game/${code}/host`, token })).json() as TGame;
  const completedAtOf = async (playerId: string) =>
    (
      await t.ctx.db
        .selectFrom('players')
        .select('completed_at')
        .where('id', '=', playerId)
        .executeTakeFirstOrThrow()
    ).completed_at;

  it('an accepted claim reaches the host and every phone at once, with the photos still waiting', async () => {
    const { code, token, players } = await createStartedGame(t, { winCondition: 'line', photoReview: true }, [
      'Ann <b>',
      'Ben',
    ]);
    const [ann, ben] = players;
    const annId = ann.membership.player.id;
    const host = await listen({ gameCode: code, hostToken: token });
    const other = await listen({ gameCode: code, deviceToken: ben.token });

    // The top row approved, two more photos still waiting for review.
    for (const idx of [0, 1, 2, 3, 5]) await uploadPhoto(t, code, ann.token, idx);
    for (const idx of [0, 1, 2]) await review(code, token, annId, idx, 'approve');

    const before = Date.now();
    const res = await bingo(code, ann.token);
    expect(res.statusCode).toBe(200);
    const claim = res.json() as TBingoResponse;
    expect(claim).toMatchObject({ accepted: true, first: true });
    const expected = {
      playerId: annId,
      playerName: 'Ann <b>',
      callerId: annId,
      callerName: 'Ann <b>',
      calledAt: expect.any(String),
      first: true,
      pendingPhotos: 2,
    };
    const [toHost, toOther] = await Promise.all([
      host.waitFor('bingo:called'),
      other.waitFor('bingo:called'),
    ]);
    expect(toHost).toEqual(expected);
    expect(toOther).toEqual(expected);
    expect(Date.parse(toHost.calledAt)).toBeGreaterThanOrEqual(before - 1000);
    // Not auto-confirmed: the game still waits for the host.
    expect((await hostGame(code, token)).status).toBe('ACTIVE');
    expect((await hostGame(code, token)).autoConfirmWinner).toBe(false);

    // A second claimant is announced as not first.
    for (const idx of [0, 1, 2]) await uploadPhoto(t, code, ben.token, idx);
    for (const idx of [0, 1, 2]) await review(code, token, ben.membership.player.id, idx, 'approve');
    expect((await bingo(code, ben.token)).statusCode).toBe(200);
    expect(await host.waitFor('bingo:called', 2)).toMatchObject({
      playerId: ben.membership.player.id,
      playerName: 'Ben',
      first: false,
      pendingPhotos: 0,
    });
  });

  it('a refused claim announces nothing', async () => {
    const { code, token, players } = await createStartedGame(t);
    const host = await listen({ gameCode: code, hostToken: token });
    expect((await bingo(code, players[0].token)).statusCode).toBe(409);
    // The next event the host gets is the upload after it, not a BINGO!.
    await uploadPhoto(t, code, players[0].token, 0);
    await host.waitFor('cell:updated');
    expect(host.names()).not.toContain('bingo:called');
  });

  it('auto-confirm: the first valid BINGO! wins at once, in the same transition', async () => {
    const { code, token, players } = await createStartedGame(t, { autoConfirmWinner: true }, [
      'Fast',
      'Slow',
    ]);
    const [fast, slow] = players;
    expect((await hostGame(code, token)).autoConfirmWinner).toBe(true);
    const host = await listen({ gameCode: code, hostToken: token });
    const phone = await listen({ gameCode: code, deviceToken: slow.token });
    for (const idx of PHOTO_CELLS_3X3) await uploadPhoto(t, code, fast.token, idx);
    for (const idx of PHOTO_CELLS_3X3) await uploadPhoto(t, code, slow.token, idx);

    // Slow completed later but calls first: the first valid BINGO! wins.
    expect((await bingo(code, slow.token)).json()).toMatchObject({ accepted: true, first: false });
    const leaderboard: TLeaderboard = await phone.waitFor('game:winner');
    expect(leaderboard.winner).toEqual({ id: slow.membership.player.id, name: 'Slow' });
    expect(await host.waitFor('game:winner')).toEqual(leaderboard);
    const order = host.names().filter((n) => n === 'bingo:called' || n === 'game:winner');
    expect(order).toEqual(['bingo:called', 'game:winner']);
    const game = await hostGame(code, token);
    expect(game.status).toBe('COMPLETED');

    // Fast's later claim is answered but announced to no one, and the winner stands.
    expect((await bingo(code, fast.token)).json()).toMatchObject({ accepted: true, first: true });
    const winner = await t.request({
      method: 'POST',
      url: `/api/game/${code}/winner`,
      token,
      payload: { playerId: fast.membership.player.id },
    });
    expect(winner.statusCode).toBe(409);
    await uploadPhoto(t, code, slow.token, 0).catch(() => undefined);
    expect(host.names().filter((n) => n === 'bingo:called')).toHaveLength(1);
  });

  it('the rule is a validated setup field, fixed once the game is paid for', async () => {
    const { code, token } = await createStartedGame(t);
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/game/${code}`,
      token,
      payload: { autoConfirmWinner: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Auto-confirm winner must be on or off');
    const late = await t.request({
      method: 'PATCH',
      url: `/api/game/${code}`,
      token,
      payload: { autoConfirmWinner: true },
    });
    expect(late.statusCode).toBe(409);
    expect((await hostGame(code, token)).autoConfirmWinner).toBe(false);

    const host = await registerHost(t);
    const draft = await t.request({ method: 'POST', url: '/api/game', token: host.accessToken, payload: {} });
    expect(draft.statusCode).toBe(201);
    const draftCode = (draft.json() as TGame).gameCode;
    expect((draft.json() as TGame).autoConfirmWinner).toBe(false);
    const on = await t.request({
      method: 'PATCH',
      url: `/api/game/${draftCode}`,
      token: host.accessToken,
      payload: { autoConfirmWinner: true },
    });
    expect(on.statusCode).toBe(200);
    expect((on.json() as TGame).autoConfirmWinner).toBe(true);
  });

  it('a card completed only after time-up cannot claim BINGO!, and nothing changes', async () => {
    const { code, token, players } = await createStartedGame(t, {
      photoReview: true,
      autoConfirmWinner: true,
    });
    const me = players[0];
    const id = me.membership.player.id;
    const host = await listen({ gameCode: code, hostToken: token });
    for (const idx of PHOTO_CELLS_3X3) await uploadPhoto(t, code, me.token, idx);
    for (const idx of PHOTO_CELLS_3X3.slice(0, -1)) await review(code, token, id, idx, 'approve');
    // Time runs out; the host approves the last photo afterwards (allowed: sent in time).
    await t.ctx.db
      .updateTable('games')
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('code', '=', code)
      .execute();
    expect((await review(code, token, id, 8, 'approve')).statusCode).toBe(200);
    const recorded = await completedAtOf(id);
    expect(recorded).not.toBeNull();

    const res = await bingo(code, me.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: ErrorCode.BINGO_TOO_LATE, message: BINGO_TOO_LATE });
    expect(await completedAtOf(id)).toBe(recorded);
    const game = await hostGame(code, token);
    expect(game.status).toBe('ACTIVE');
    expect(host.names()).not.toContain('bingo:called');

    // The host ending the game early is the same: a card completed afterwards cannot claim.
    const ended = await createStartedGame(t, { photoReview: true });
    const p = ended.players[0];
    for (const idx of PHOTO_CELLS_3X3) await uploadPhoto(t, ended.code, p.token, idx);
    for (const idx of PHOTO_CELLS_3X3.slice(0, -1)) {
      await review(ended.code, ended.token, p.membership.player.id, idx, 'approve');
    }
    expect((await hostAction(ended.code, ended.token, 'end')).statusCode).toBe(200);
    await review(ended.code, ended.token, p.membership.player.id, 8, 'approve');
    expect((await bingo(ended.code, p.token)).json()).toEqual({
      code: ErrorCode.BINGO_TOO_LATE,
      message: BINGO_TOO_LATE,
    });
  });

  it('a card completed during a pause claims once the game resumes; one completed before it claims at once', async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: true }, ['Early', 'Late']);
    const [early, late] = players;
    for (const p of players) for (const idx of PHOTO_CELLS_3X3) await uploadPhoto(t, code, p.token, idx);
    for (const idx of PHOTO_CELLS_3X3) await review(code, token, early.membership.player.id, idx, 'approve');
    for (const idx of PHOTO_CELLS_3X3.slice(0, -1)) {
      await review(code, token, late.membership.player.id, idx, 'approve');
    }
    expect((await hostAction(code, token, 'pause')).statusCode).toBe(200);
    await review(code, token, late.membership.player.id, 8, 'approve');
    expect((await bingo(code, early.token)).json()).toMatchObject({ accepted: true, first: true });
    expect((await bingo(code, late.token)).json()).toEqual({
      code: ErrorCode.BINGO_WHILE_PAUSED,
      message: BINGO_WHILE_PAUSED,
    });
    expect((await hostAction(code, token, 'resume')).statusCode).toBe(200);
    expect((await bingo(code, late.token)).json()).toMatchObject({ accepted: true, first: false });
  });

  it("ended early is told apart from time-up; progress counts each card's photos waiting for review", async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: true });
    const me = players[0];
    for (const idx of [0, 1]) await uploadPhoto(t, code, me.token, idx);
    await review(code, token, me.membership.player.id, 0, 'approve');
    const progress = await t.request({ method: 'GET', url: `/api/game/${code}/progress`, token });
    expect(progress.json().players[0]).toMatchObject({ markedCount: 1, pendingPhotos: 1 });
    expect((await hostGame(code, token)).endedEarly).toBe(false);
    expect((await hostAction(code, token, 'end')).statusCode).toBe(200);
    const ended = await hostGame(code, token);
    expect(ended).toMatchObject({ endedEarly: true, phase: 'finished', status: 'ACTIVE' });
    // Still an active game until the winner is chosen.
    const active = await t.request({ method: 'GET', url: '/api/game?status=active', token });
    expect((active.json() as { gameCode: string }[]).map((g) => g.gameCode)).toContain(code);

    // A game whose time ran out before the host pressed End is not "ended early".
    const late = await createStartedGame(t);
    await t.ctx.db
      .updateTable('games')
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('code', '=', late.code)
      .execute();
    expect((await hostAction(late.code, late.token, 'end')).statusCode).toBe(200);
    expect((await hostGame(late.code, late.token)).endedEarly).toBe(false);
  });
});
