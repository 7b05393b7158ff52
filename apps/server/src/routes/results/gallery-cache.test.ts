import type { TGallery } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { changeCellByHand, createStartedGame, uploadPhoto } from '../../../test/play';
import { createPaidGame, joinAs, joinRequest } from '../../../test/players';
import { createSecondNode, createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Each node keeps a copy of a game's gallery while games.content_version (bumped by the database in every write
 * to the game's players or cards) is unchanged. Every write must show in the very next gallery read, on the node
 * that wrote and on another node sharing the database.
 */
describe('gallery copies follow every write', async () => {
  const t = await createTestApp();
  const other = await createSecondNode(t);

  const gallery = async (node: TestApp, code: string, token: string): Promise<TGallery> => {
    const res = await node.request({ method: 'GET', url: `/api/game/${code}/gallery`, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json();
  };
  const cellsOf = (g: TGallery, name: string) => g.players.find((p) => p.name === name)?.cells ?? [];
  const both = async (code: string, token: string) => [
    await gallery(t, code, token),
    await gallery(other, code, token),
  ];

  it('answers the same as computed afresh, and again from the copy', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Ann', 'Ben']);
    await uploadPhoto(t, code, players[0].token, 0);
    const first = await gallery(t, code, token);
    expect(await gallery(t, code, token)).toEqual(first);
    expect(await gallery(other, code, token)).toEqual(first);
    const asPlayer = await t.request({
      method: 'GET',
      url: `/api/game/${code}/gallery`,
      headers: { 'x-device-token': players[1].token },
    });
    expect(asPlayer.json()).toEqual(first);
  });

  it('uploads, removed photos and completion, written on either node', async () => {
    const { code, token, players } = await createStartedGame(t, { winCondition: 'line' }, ['Ann', 'Ben']);
    const ann = players[0];
    for (const node of [t, other]) await gallery(node, code, token);

    await uploadPhoto(t, code, ann.token, 0);
    for (const g of await both(code, token)) {
      expect(cellsOf(g, 'Ann')[0]).toMatchObject({
        isMarked: true,
        image: expect.stringMatching(/^\/media\//),
      });
      expect(g.players[0].markedCount).toBe(1);
    }

    await uploadPhoto(other, code, ann.token, 1);
    await uploadPhoto(other, code, ann.token, 2);
    for (const g of await both(code, token)) {
      expect(g.players[0]).toMatchObject({ name: 'Ann', markedCount: 3, status: 'completed', first: true });
    }

    const removed = await other.request({
      method: 'DELETE',
      url: `/api/game/${code}/board/cells/2/image`,
      headers: { 'x-device-token': ann.token },
    });
    expect(removed.statusCode).toBe(200);
    for (const g of await both(code, token)) {
      expect(cellsOf(g, 'Ann')[2]).toMatchObject({ image: null, isMarked: false });
      expect(g.players[0]).toMatchObject({ markedCount: 2, status: 'in_progress', completedAt: null });
    }
  });

  it('photo review: a pending photo, then approved, then another rejected', async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: true }, ['Ann']);
    const ann = players[0];
    const playerId = ann.membership.player.id;
    const review = (node: TestApp, idx: number, decision: 'approve' | 'reject', image: string | null) =>
      node.request({
        method: 'POST',
        url: `/api/game/${code}/cells/${playerId}/${idx}/review`,
        token,
        payload: { decision, image },
      });
    await both(code, token);

    const first = await uploadPhoto(t, code, ann.token, 0);
    for (const g of await both(code, token)) {
      expect(cellsOf(g, 'Ann')[0]).toMatchObject({ isMarked: false, image: expect.any(String) });
    }
    expect((await review(other, 0, 'approve', first.image)).statusCode).toBe(200);
    for (const g of await both(code, token)) expect(cellsOf(g, 'Ann')[0].isMarked).toBe(true);

    const second = await uploadPhoto(other, code, ann.token, 1);
    await both(code, token);
    expect((await review(t, 1, 'reject', second.image)).statusCode).toBe(200);
    for (const g of await both(code, token)) {
      expect(cellsOf(g, 'Ann')[1]).toMatchObject({ isMarked: false, image: null });
      expect(g.players[0].markedCount).toBe(1);
    }
  });

  it('joins, renames and removals in the lobby', async () => {
    const { code, token } = await createPaidGame(t);
    const ann = await joinAs(t, code, 'Ann');
    for (const g of await both(code, token)) expect(g.players.map((p) => p.name)).toEqual(['Ann']);

    const ben = await joinAs(other, code, 'Ben');
    for (const g of await both(code, token)) {
      expect(g.players.map((p) => p.name)).toEqual(['Ann', 'Ben']);
      expect(g.game.playerCount).toBe(2);
    }

    expect((await joinRequest(other, code, ann.token, 'Anna')).statusCode).toBe(200);
    for (const g of await both(code, token)) expect(g.players.map((p) => p.name)).toEqual(['Anna', 'Ben']);

    const removal = await t.request({
      method: 'DELETE',
      url: `/api/game/${code}/players/${ben.membership.player.id}`,
      token,
    });
    expect(removal.statusCode).toBe(204);
    for (const g of await both(code, token)) {
      expect(g.players.map((p) => p.name)).toEqual(['Anna']);
      expect(g.game.playerCount).toBe(1);
    }
  });

  it('the winner, the game state and its clock', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Ann', 'Ben']);
    for (const g of await both(code, token)) expect(g.game.phase).toBe('playing');

    expect((await other.request({ method: 'POST', url: `/api/game/${code}/pause`, token })).statusCode).toBe(
      200,
    );
    for (const g of await both(code, token)) expect(g.game.status).toBe('PAUSED');
    expect((await t.request({ method: 'POST', url: `/api/game/${code}/resume`, token })).statusCode).toBe(
      200,
    );

    // The clock runs out without any write: the phase still reads finished at once.
    await t.ctx.db
      .updateTable('games')
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('code', '=', code)
      .execute();
    for (const g of await both(code, token)) expect(g.game.phase).toBe('finished');

    const winner = await other.request({
      method: 'POST',
      url: `/api/game/${code}/winner`,
      token,
      payload: { playerId: players[1].membership.player.id },
    });
    expect(winner.statusCode).toBe(200);
    for (const g of await both(code, token)) {
      expect(g.game.status).toBe('COMPLETED');
      expect(g.leaderboard?.winner).toEqual({ id: players[1].membership.player.id, name: 'Ben' });
      expect(g.leaderboard?.entries).toHaveLength(2);
    }
  });

  it('a write straight to the database (no service) still shows', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Ann']);
    await both(code, token);
    await changeCellByHand(t, players[0].membership.player.id, 0, 'Changed by hand');
    for (const g of await both(code, token)) expect(cellsOf(g, 'Ann')[0].value).toBe('Changed by hand');
    await t.ctx.db
      .updateTable('players')
      .set({ name: 'Renamed', name_key: 'renamed' })
      .where('id', '=', players[0].membership.player.id)
      .execute();
    for (const g of await both(code, token)) expect(g.players[0].name).toBe('Renamed');
  });
});
