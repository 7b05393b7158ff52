import { ZBoard, type TBoard } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { changeCellByHand, createStartedGame, uploadPhoto } from '../../../test/play';
import { createDevice, createPaidGame, joinAs, joinRequest } from '../../../test/players';
import { createSecondNode, createTestApp, type TestApp } from '../../../test/test-app';

/**
 * GET /game/:code/board finds the caller's session, game and player in one statement and keeps each card and
 * the player count per node while games.content_version is unchanged. Every write must show in the very next
 * board read, on the node that wrote and on another node sharing the database, and every refusal of the
 * lookups one by one must stay the same.
 */
describe('board copies follow every write', async () => {
  const t = await createTestApp();
  const other = await createSecondNode(t);

  const boardRequest = (node: TestApp, code: string, deviceToken: string) =>
    node.request({
      method: 'GET',
      url: `/api/game/${code}/board`,
      headers: { 'x-device-token': deviceToken },
    });
  const board = async (node: TestApp, code: string, deviceToken: string): Promise<TBoard> => {
    const res = await boardRequest(node, code, deviceToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return ZBoard.parse(res.json());
  };
  const both = async (code: string, deviceToken: string) => [
    await board(t, code, deviceToken),
    await board(other, code, deviceToken),
  ];

  it('answers the same from the copy as computed afresh, on either node', async () => {
    const { code, players } = await createStartedGame(t, {}, ['Ann', 'Ben']);
    const first = await board(t, code, players[0].token);
    expect(first.player).toMatchObject({ name: 'Ann', status: 'playing' });
    expect(first.game).toMatchObject({ gameCode: code, playerCount: 2, phase: 'playing' });
    expect(first.cells).toHaveLength(9);
    expect(first.cells[4]).toMatchObject({ isFreeSpace: true, isMarked: true });
    expect(await board(t, code, players[0].token)).toEqual(first);
    expect(await board(other, code, players[0].token)).toEqual(first);
    // Each player gets their own card, not a neighbour's copy.
    const ben = await board(t, code, players[1].token);
    expect(ben.player.name).toBe('Ben');
    expect(ben.cells.map((c) => c.value).sort()).toEqual(first.cells.map((c) => c.value).sort());
  });

  it('uploads and removed photos, written on either node', async () => {
    const { code, players } = await createStartedGame(t, {}, ['Ann']);
    const ann = players[0];
    await both(code, ann.token);

    await uploadPhoto(other, code, ann.token, 0);
    for (const b of await both(code, ann.token)) {
      expect(b.cells[0]).toMatchObject({ isMarked: true, image: expect.stringMatching(/^\/media\//) });
    }
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/game/${code}/board/cells/0/image`,
      headers: { 'x-device-token': ann.token },
    });
    expect(removed.statusCode).toBe(200);
    for (const b of await both(code, ann.token))
      expect(b.cells[0]).toMatchObject({ isMarked: false, image: null });
  });

  it('a review by the host', async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: true }, ['Ann']);
    const ann = players[0];
    const { image } = await uploadPhoto(t, code, ann.token, 0);
    for (const b of await both(code, ann.token)) expect(b.cells[0].isMarked).toBe(false);
    const review = await other.request({
      method: 'POST',
      url: `/api/game/${code}/cells/${ann.membership.player.id}/0/review`,
      token,
      payload: { decision: 'approve', image },
    });
    expect(review.statusCode).toBe(200);
    for (const b of await both(code, ann.token)) expect(b.cells[0].isMarked).toBe(true);
  });

  it('joins, renames, removals and the start, in the lobby', async () => {
    const { code, token } = await createPaidGame(t);
    const ann = await joinAs(t, code, 'Ann');
    for (const b of await both(code, ann.token)) expect(b.game.playerCount).toBe(1);

    const ben = await joinAs(other, code, 'Ben');
    for (const b of await both(code, ann.token)) expect(b.game.playerCount).toBe(2);

    expect((await joinRequest(other, code, ann.token, 'Anna')).statusCode).toBe(200);
    for (const b of await both(code, ann.token)) expect(b.player.name).toBe('Anna');

    await both(code, ben.token);
    const removal = await t.request({
      method: 'DELETE',
      url: `/api/game/${code}/players/${ben.membership.player.id}`,
      token,
    });
    expect(removal.statusCode).toBe(204);
    for (const b of await both(code, ann.token)) expect(b.game.playerCount).toBe(1);
    for (const node of [t, other]) {
      const res = await boardRequest(node, code, ben.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You were removed from this game');
    }

    expect((await other.request({ method: 'POST', url: `/api/game/${code}/start`, token })).statusCode).toBe(
      200,
    );
    for (const b of await both(code, ann.token)) {
      expect(b.player.status).toBe('playing');
      expect(b.game.phase).toBe('playing');
    }
  });

  it('a write straight to the database (no service) still shows', async () => {
    const { code, players } = await createStartedGame(t, {}, ['Ann']);
    await both(code, players[0].token);
    await changeCellByHand(t, players[0].membership.player.id, 0, 'Changed by hand');
    for (const b of await both(code, players[0].token)) expect(b.cells[0].value).toBe('Changed by hand');
  });

  it('refuses a logged-out device, unknown token, not joined, bad or unknown code', async () => {
    const { code, players } = await createStartedGame(t, {}, ['Ann']);
    const ann = players[0];
    await both(code, ann.token);
    const stranger = await createDevice(t);
    const expectRefusal = async (deviceToken: string, roomCode: string, status: number, message: string) => {
      for (const node of [t, other]) {
        const res = await boardRequest(node, roomCode, deviceToken);
        expect(res.statusCode).toBe(status);
        expect(res.json().message).toBe(message);
      }
    };
    await expectRefusal(stranger.token, code, 404, "You haven't joined this game yet");
    await expectRefusal('not-a-token', code, 401, 'Your player session has expired. Join again.');
    await expectRefusal('x'.repeat(600), code, 401, 'Your player session has expired. Join again.');
    await expectRefusal(ann.token, 'ZZZZZZ', 404, 'Invalid room code. Please try again.');
    await expectRefusal(ann.token, '<b>', 404, 'Invalid room code. Please try again.');

    const logout = await other.request({
      method: 'POST',
      url: '/api/player/session/logout',
      headers: { 'x-device-id': ann.deviceId },
    });
    expect(logout.statusCode).toBe(204);
    await expectRefusal(ann.token, code, 401, 'Your player session has expired. Join again.');
  });

  it('a finished game: the board still reads, with the final state', async () => {
    const first = await createStartedGame(t, {}, ['Ann']);
    const ended = await t.request({
      method: 'POST',
      url: `/api/game/${first.code}/winner`,
      token: first.token,
      payload: { playerId: first.players[0].membership.player.id },
    });
    expect(ended.statusCode).toBe(200);
    for (const b of await both(first.code, first.players[0].token)) expect(b.game.status).toBe('COMPLETED');
  });
});
