import { describe, expect, it } from 'vitest';
import { createGame } from '../factories';
import { createStartedGame, uploadPhoto } from '../play';
import { apiOf, createTestApp, registerHost, type TestApp } from '../test-app';
import {
  expectQueueEmpty,
  gameKeys,
  gameRowCounts,
  keyOf,
  localMedia,
  s3Media,
  type MediaProbe,
} from './helpers';

const stores: [string, () => Promise<MediaProbe>][] = [
  ['local media', async () => localMedia],
  ['s3 (s3rver)', s3Media],
];

describe.each(stores)('DELETE /api/game/:code (%s)', async (_name, probe) => {
  const media = await probe();
  const t: TestApp = await createTestApp({ ...media.env, RETENTION_SWEEP_MINUTES: '0' });
  const del = (code: string, token: string) =>
    t.request({ method: 'DELETE', url: `/api/game/${code}`, token });

  /** A started game with two players and photos, ended with a winner (COMPLETED). */
  async function completedGameWithPhotos() {
    const game = await createStartedGame(t, {}, ['Pia', 'Ole']);
    const cells = [
      await uploadPhoto(t, game.code, game.players[0].token, 0),
      await uploadPhoto(t, game.code, game.players[1].token, 1),
    ];
    // A rejoin code, so its rows are there to be deleted too.
    const rejoin = await t.request({
      method: 'POST',
      url: `/api/game/${game.code}/players/${game.players[1].membership.player.id}/rejoin-code`,
      token: game.token,
    });
    expect(rejoin.statusCode).toBeLessThan(300);
    expect(
      (await t.request({ method: 'POST', url: `/api/game/${game.code}/end`, token: game.token })).statusCode,
    ).toBe(200);
    const winner = await t.request({
      method: 'POST',
      url: `/api/game/${game.code}/winner`,
      token: game.token,
      payload: { playerId: game.players[0].membership.player.id },
    });
    expect(winner.statusCode).toBe(200);
    return { ...game, cells };
  }

  it('deletes a completed game: rows and files go, payments stay without the game, no orphan left', async () => {
    const game = await completedGameWithPhotos();
    const other = await createStartedGame(t);
    const otherCell = await uploadPhoto(t, other.code, other.players[0].token, 0);
    const keys = await gameKeys(t, game.game.uid);
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(media.exists(t, key)).toBe(true);
    const before = await gameRowCounts(t, game.game.uid);
    expect(before).toMatchObject({ games: 1, players: 2, cells: 18, rejoinCodes: 1 });
    const payments = await t.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('game_id', '=', game.game.uid)
      .execute();
    expect(payments).toHaveLength(1);

    const res = await del(game.code, game.token);
    expect(res.statusCode).toBe(204);

    expect(await gameRowCounts(t, game.game.uid)).toEqual({
      games: 0,
      players: 0,
      cells: 0,
      rejoinCodes: 0,
      moves: 0,
    });
    for (const key of keys) expect(media.exists(t, key)).toBe(false);
    for (const cell of game.cells) {
      expect((await t.request({ method: 'GET', url: cell.image ?? '' })).statusCode).toBe(404);
    }
    await expectQueueEmpty(t);
    // The payment is an accounting record still, without the game.
    const kept = await t.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', payments[0]!.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      status: 'paid',
      game_id: null,
      user_id: payments[0]!.user_id,
      amount: payments[0]!.amount,
    });
    // Gone from Past Games and from the host's view; the other game and its photo are untouched.
    const past = await t.request({ method: 'GET', url: '/api/game?status=completed', token: game.token });
    expect(past.json()).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: `/api/game/${game.code}/host`, token: game.token })).statusCode,
    ).toBe(404);
    expect(media.exists(t, keyOf(otherCell.image))).toBe(true);
    // Deleting again: nothing left to delete.
    expect((await del(game.code, game.token)).statusCode).toBe(404);
  });

  it('deletes a draft and a cancelled game', async () => {
    const host = await registerHost(t);
    const draft = await createGame(t, host.accessToken);
    expect((await del(draft.gameCode, host.accessToken)).statusCode).toBe(204);
    const game = await createStartedGame(t);
    await uploadPhoto(t, game.code, game.players[0].token, 0);
    expect(
      (await t.request({ method: 'POST', url: `/api/game/${game.code}/cancel`, token: game.token }))
        .statusCode,
    ).toBe(200);
    expect((await del(game.code, game.token)).statusCode).toBe(204);
    expect(await gameRowCounts(t, game.game.uid)).toMatchObject({ games: 0, players: 0, cells: 0 });
    await expectQueueEmpty(t);
  });

  it('refuses a running game (409, cancel first) and another host’s game (404); nothing changes', async () => {
    const game = await createStartedGame(t);
    const cell = await uploadPhoto(t, game.code, game.players[0].token, 0);
    const running = await del(game.code, game.token);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe('This game is still running. Cancel it before deleting it.');
    expect(
      (await t.request({ method: 'POST', url: `/api/game/${game.code}/pause`, token: game.token }))
        .statusCode,
    ).toBe(200);
    expect((await del(game.code, game.token)).statusCode).toBe(409);

    const stranger = await registerHost(t);
    const theirs = await del(game.code, stranger.accessToken);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: 'NOT_FOUND', message: 'Game not found' });
    expect((await t.request({ method: 'DELETE', url: `/api/game/${game.code}` })).statusCode).toBe(401);
    expect((await del('not a code', game.token)).statusCode).toBe(404);

    expect(await gameRowCounts(t, game.game.uid)).toMatchObject({ games: 1, players: 1, cells: 9 });
    expect(media.exists(t, keyOf(cell.image))).toBe(true);
  });

  it('a crash between the commit and the file delete leaves a queued key the sweep deletes', async () => {
    const game = await completedGameWithPhotos();
    const keys = await gameKeys(t, game.game.uid);
    // The store fails every delete, as if the process died before deleting: the rows go, the keys stay queued.
    const realDelete = t.ctx.media.delete;
    t.ctx.media.delete = async () => {
      throw new Error('storage down');
    };
    try {
      expect((await del(game.code, game.token)).statusCode).toBe(204);
    } finally {
      t.ctx.media.delete = realDelete;
    }
    for (const key of keys) expect(media.exists(t, key)).toBe(true);
    const queued = (await t.ctx.db.selectFrom('media_deletions').select('key').execute()).map((r) => r.key);
    expect(queued.sort()).toEqual([...keys].sort());

    const { runRetention } = await import('../../src/services/retention/run-retention');
    const run = await runRetention(t.ctx);
    expect(run).toMatchObject({ files: keys.length });
    for (const key of keys) expect(media.exists(t, key)).toBe(false);
    await expectQueueEmpty(t);
  });

  it('the list and the host view say until when photos of an ended game are kept', async () => {
    const game = await completedGameWithPhotos();
    const view = await apiOf(t).getHostGame(game.token, game.code);
    const row = await t.ctx.db
      .selectFrom('games')
      .select('completed_at')
      .where('id', '=', game.game.uid)
      .executeTakeFirstOrThrow();
    const expected = new Date(Date.parse(row.completed_at ?? '') + 90 * 86_400_000).toISOString();
    expect((view as { photosDeleteAt?: string | null }).photosDeleteAt).toBe(expected);
    const past = await t.request({ method: 'GET', url: '/api/game?status=completed', token: game.token });
    expect(past.json()[0].photosDeleteAt).toBe(expected);
    const active = await createGame(t, game.token);
    const list = await t.request({ method: 'GET', url: '/api/game?status=active', token: game.token });
    expect(list.json().find((g: { uid: string }) => g.uid === active.uid).photosDeleteAt).toBeNull();
  });
});
