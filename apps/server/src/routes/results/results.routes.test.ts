import type { TGallery, TLeaderboard, TProgress } from '@picture-bingo/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createStartedGame, getBoard, PHOTO_CELLS_3X3, uploadPhoto } from '../../../test/play';
import {
  connected,
  createPaidGame,
  joinAs,
  openSocket,
  recordEvents,
  type ClientSocket,
} from '../../../test/players';
import { createTestApp, registerHost } from '../../../test/test-app';

describe('gallery, progress and the winner', async () => {
  const t = await createTestApp();

  const asHost = (token: string) => ({ token });
  const asPlayer = (deviceToken: string) => ({ headers: { 'x-device-token': deviceToken } });
  type Caller = ReturnType<typeof asHost> | ReturnType<typeof asPlayer> | Record<string, never>;

  const get = (code: string, what: 'gallery' | 'progress', caller: Caller) =>
    t.request({ method: 'GET', url: `/api/game/${code}/${what}`, ...caller });
  const chooseWinner = (code: string, token: string | undefined, body: unknown) =>
    t.request({
      method: 'POST',
      url: `/api/game/${code}/winner`,
      token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const gameRow = (code: string) =>
    t.ctx.db.selectFrom('games').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const setCellTime = (playerId: string, idx: number, at: string) =>
    t.ctx.db
      .updateTable('cells')
      .set({ updated_at: at })
      .where('player_id', '=', playerId)
      .where('idx', '=', idx)
      .execute();

  describe('who may look', () => {
    it('the host and every player of the game see the gallery and progress', async () => {
      const { code, token, players } = await createStartedGame(t, {}, ['Ann', 'Ben']);
      await uploadPhoto(t, code, players[0].token, 0);
      for (const caller of [asHost(token), asPlayer(players[0].token), asPlayer(players[1].token)]) {
        const gallery = await get(code, 'gallery', caller);
        expect(gallery.statusCode).toBe(200);
        const body: TGallery = gallery.json();
        expect(body.players.map((p) => p.name)).toEqual(['Ann', 'Ben']);
        expect((await get(code, 'progress', caller)).statusCode).toBe(200);
      }
    });

    it('anyone else gets 401/404 and learns nothing', async () => {
      const { code, token, players } = await createStartedGame(t, {}, ['Stay', 'Gone']);
      const other = await createStartedGame(t, {}, ['Elsewhere']);
      const otherHost = await registerHost(t);
      await t.request({
        method: 'DELETE',
        url: `/api/game/${code}/players/${players[1].membership.player.id}`,
        token,
      });
      for (const what of ['gallery', 'progress'] as const) {
        const anonymous = await get(code, what, {});
        expect(anonymous.statusCode).toBe(401);
        const anotherHost = await get(code, what, asHost(otherHost.accessToken));
        expect(anotherHost.statusCode).toBe(404);
        expect(anotherHost.json().message).toBe('Game not found');
        // A player of another game has never joined this one.
        expect((await get(code, what, asPlayer(other.players[0].token))).statusCode).toBe(404);
        const removed = await get(code, what, asPlayer(players[1].token));
        expect(removed.statusCode).toBe(403);
        expect(removed.json().message).toBe('You were removed from this game');
        expect((await get(code, what, asPlayer('not-a-token'))).statusCode).toBe(401);
        expect((await get('NOPE!!', what, asHost(token))).statusCode).toBe(404);
      }
    });
  });

  describe('what they show', () => {
    it('boards, marked counts, completion and the first to finish, computed from stored cards', async () => {
      const { code, token, players } = await createStartedGame(t, {}, ['Full', 'Half', 'None']);
      for (const idx of PHOTO_CELLS_3X3) await uploadPhoto(t, code, players[0].token, idx);
      for (const idx of [0, 1, 2]) await uploadPhoto(t, code, players[1].token, idx);

      const gallery: TGallery = (await get(code, 'gallery', asHost(token))).json();
      const [full, half, none] = gallery.players;
      expect(full).toMatchObject({
        name: 'Full',
        status: 'completed',
        markedCount: 8,
        totalCount: 8,
        first: true,
      });
      expect(half).toMatchObject({ status: 'in_progress', markedCount: 3, first: false, completedAt: null });
      expect(none).toMatchObject({ markedCount: 0, lastMarkedAt: null });
      expect(full.cells).toHaveLength(9);
      expect(full.cells[0].image).toMatch(/^\/media\//);
      expect(full.cells[0].thumb).toMatch(/^\/media\//);
      expect(full.cells[4]).toMatchObject({ isFreeSpace: true, image: null, isMarked: true });
      expect(half.cells.filter((c) => c.image !== null)).toHaveLength(3);
      expect(gallery.leaderboard).toBeNull();

      const progress: TProgress = (await get(code, 'progress', asPlayer(players[2].token))).json();
      expect(progress.players.map((p) => [p.name, p.markedCount])).toEqual([
        ['Full', 8],
        ['Half', 3],
        ['None', 0],
      ]);
      expect(progress.ranking.map((r) => [r.rank, r.name])).toEqual([
        [1, 'Full'],
        [2, 'Half'],
        [3, 'None'],
      ]);
      expect(progress.leaderboard).toBeNull();
    });

    it('hostile names come back as the exact text stored (markup kept as text, bidi controls dropped)', async () => {
      const name = '<img src=x onerror=alert(1)>\u202e';
      const { code, token } = await createStartedGame(t, {}, [name]);
      const gallery: TGallery = (await get(code, 'gallery', asHost(token))).json();
      expect(gallery.players[0].name).toBe('<img src=x onerror=alert(1)>');
    });
  });

  describe('choosing the winner', () => {
    it('completes the game, ranks the others by marked cells then time, and shows on every screen', async () => {
      const { code, token, players } = await createStartedGame(t, {}, ['Ann', 'Ben', 'Cy', 'Dee']);
      const [ann, ben, cy, dee] = players.map((p) => p.membership.player.id);
      for (const idx of [0, 1]) await uploadPhoto(t, code, players[0].token, idx);
      for (const idx of [0, 1, 2]) await uploadPhoto(t, code, players[1].token, idx);
      for (const idx of [0, 1]) await uploadPhoto(t, code, players[2].token, idx);
      // Ann and Cy both have 2: Cy reached it earlier, so Cy ranks above Ann.
      await setCellTime(ann, 1, '2030-01-01T00:00:10.000Z');
      await setCellTime(cy, 1, '2030-01-01T00:00:05.000Z');
      await setCellTime(ann, 0, '2030-01-01T00:00:01.000Z');
      await setCellTime(cy, 0, '2030-01-01T00:00:01.000Z');

      const res = await chooseWinner(code, token, { playerId: dee });
      expect(res.statusCode).toBe(200);
      const board: TLeaderboard = res.json();
      expect(board.winner).toEqual({ id: dee, name: 'Dee' });
      // A "first BINGO! wins" game names its rule, so screens word the win by it.
      expect(board.winCondition).toBe('full');
      expect(board.entries.map((e) => [e.rank, e.name, e.isWinner])).toEqual([
        [1, 'Dee', true],
        [2, 'Ben', false],
        [3, 'Cy', false],
        [4, 'Ann', false],
      ]);
      expect(board.entries.map((e) => e.id)).toEqual([dee, ben, cy, ann]);

      const game = await gameRow(code);
      expect(game).toMatchObject({ status: 'COMPLETED', phase: 'finished', winner_player_id: dee });
      expect(game.completed_at).not.toBeNull();

      // Players still see the end: their board, the gallery and the leaderboard.
      const progress: TProgress = (await get(code, 'progress', asPlayer(players[0].token))).json();
      expect(progress.game.status).toBe('COMPLETED');
      expect(progress.leaderboard).toEqual(board);
      const gallery: TGallery = (await get(code, 'gallery', asPlayer(players[3].token))).json();
      expect(gallery.leaderboard?.winner.name).toBe('Dee');
      expect((await getBoard(t, code, players[1].token)).game.status).toBe('COMPLETED');

      // The game is in Past Games, its gallery still there for the host.
      const past = await t.request({ method: 'GET', url: '/api/game?status=completed', token });
      expect(past.json().map((g: { gameCode: string }) => g.gameCode)).toContain(code);
      expect((await get(code, 'gallery', asHost(token))).json().players).toHaveLength(4);
    });

    it('only once, only the host, only a player of this game, never for a cancelled or unstarted game', async () => {
      const { code, token, players } = await createStartedGame(t, {}, ['One', 'Two', 'Gone']);
      const other = await createStartedGame(t, {}, ['Stranger']);
      const otherHost = await registerHost(t);
      const [one, two, gone] = players.map((p) => p.membership.player.id);
      await t.request({ method: 'DELETE', url: `/api/game/${code}/players/${gone}`, token });

      expect((await chooseWinner(code, undefined, { playerId: one })).statusCode).toBe(401);
      expect((await chooseWinner(code, otherHost.accessToken, { playerId: one })).statusCode).toBe(404);
      const asPlayerCall = await t.request({
        method: 'POST',
        url: `/api/game/${code}/winner`,
        headers: { 'x-device-token': players[0].token },
        payload: { playerId: one },
      });
      expect(asPlayerCall.statusCode).toBe(401);

      for (const payload of [{}, { playerId: '' }, { playerId: 42 }, [], null]) {
        const res = await chooseWinner(code, token, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Please select a player as the winner.');
      }
      const stranger = other.players[0].membership.player.id;
      for (const playerId of [stranger, gone, 'no-such-player']) {
        const res = await chooseWinner(code, token, { playerId });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Player not found');
      }
      expect((await gameRow(code)).status).toBe('ACTIVE');

      expect((await chooseWinner(code, token, { playerId: one })).statusCode).toBe(200);
      const again = await chooseWinner(code, token, { playerId: two });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('The winner has already been chosen');
      expect((await gameRow(code)).winner_player_id).toBe(one);
      // History stays whole: nobody can be removed from a finished game.
      const remove = await t.request({ method: 'DELETE', url: `/api/game/${code}/players/${two}`, token });
      expect(remove.statusCode).toBe(409);

      const lobby = await createPaidGame(t);
      const early = await joinAs(t, lobby.code, 'Early');
      const notStarted = await chooseWinner(lobby.code, lobby.token, {
        playerId: early.membership.player.id,
      });
      expect(notStarted.statusCode).toBe(409);
      expect(notStarted.json().message).toBe("The game hasn't started yet");

      const cancelled = await createStartedGame(t, {}, ['Late']);
      await t.request({ method: 'POST', url: `/api/game/${cancelled.code}/cancel`, token: cancelled.token });
      const res = await chooseWinner(cancelled.code, cancelled.token, {
        playerId: cancelled.players[0].membership.player.id,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This game was cancelled');
      expect((await gameRow(cancelled.code)).winner_player_id).toBeNull();
      // A cancelled game's gallery stays browsable for its host and players.
      expect((await get(cancelled.code, 'gallery', asHost(cancelled.token))).statusCode).toBe(200);
      expect((await get(cancelled.code, 'gallery', asPlayer(cancelled.players[0].token))).statusCode).toBe(
        200,
      );
    });

    it('after the winner, uploads are closed', async () => {
      const { code, token, players } = await createStartedGame(t, {}, ['Solo']);
      await chooseWinner(code, token, { playerId: players[0].membership.player.id });
      await expect(uploadPhoto(t, code, players[0].token, 0)).rejects.toThrow(
        /409 .*The game is over. Uploads are closed./,
      );
    });
  });

  describe('live', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const sockets: ClientSocket[] = [];
    afterEach(() => {
      for (const s of sockets.splice(0)) s.disconnect();
    });
    const watch = async (auth: Parameters<typeof openSocket>[1]) => {
      const socket = openSocket(address, auth);
      sockets.push(socket);
      const rec = recordEvents(socket);
      await connected(socket);
      await rec.waitFor('lobby:snapshot');
      return rec;
    };

    it('every socket of the game gets game:updated and game:winner; a player reconnects after the end', async () => {
      const { code, token, players } = await createStartedGame(t, {}, ['Win', 'Lose']);
      const host = await watch({ gameCode: code, hostToken: token });
      const loser = await watch({ gameCode: code, deviceToken: players[1].token });
      const winnerId = players[0].membership.player.id;
      await chooseWinner(code, token, { playerId: winnerId });
      for (const rec of [host, loser]) {
        expect((await rec.waitFor('game:winner')).winner.id).toBe(winnerId);
        expect((await rec.waitFor('game:updated')).status).toBe('COMPLETED');
      }
      const late = await watch({ gameCode: code, deviceToken: players[0].token });
      expect(late.events[0].event).toBe('lobby:snapshot');
    });
  });
});
