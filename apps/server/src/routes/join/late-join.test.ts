import {
  ERRORS,
  ErrorCode,
  GAME_ENDED,
  GAME_FULL,
  INVALID_ROOM_CODE,
  REMOVED_FROM_GAME,
  ROOM_CODE_ALPHABET,
  roomCodeKey,
  type TMembership,
} from '@picture-bingo/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeSetup, createGame, getGame } from '../../../test/factories';
import { createStartedGame, getBoard, uploadPhoto } from '../../../test/play';
import {
  connected,
  createDevice,
  createPaidGame,
  joinAs,
  joinRequest,
  getMe,
  socketPool,
  recordEvents,
} from '../../../test/players';
import { createTestApp, registerHost } from '../../../test/test-app';
import { newRoomCode } from '../../services/games/create-game';

describe('late joining, room codes read aloud, and undoing a removal', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { open } = socketPool(address);

  const summary = (code: string) =>
    t.request({ method: 'GET', url: `/api/game/${encodeURIComponent(code)}` });
  const queue = (code: string, token: string) =>
    t.request({ method: 'GET', url: `/api/game/${code}/players`, token });
  const remove = (code: string, playerId: string, token: string) =>
    t.request({ method: 'DELETE', url: `/api/game/${code}/players/${playerId}`, token });
  const restore = (code: string, playerId: string, token: string) =>
    t.request({ method: 'POST', url: `/api/game/${code}/players/${playerId}/restore`, token });
  const host = (code: string, token: string, action: 'pause' | 'resume' | 'end' | 'cancel') =>
    t.request({ method: 'POST', url: `/api/game/${code}/${action}`, token });
  const setEndsAt = (code: string, endsAt: string) =>
    t.ctx.db.updateTable('games').set({ ends_at: endsAt }).where('code', '=', code).execute();

  describe('late joining', () => {
    it('by default a guest joins after the start: a card dealt at once, playing, with the same end time', async () => {
      const game = await createStartedGame(t, {}, ['Ann']);
      const before = await getBoard(t, game.code, game.players[0].token);
      const late = await createDevice(t);
      const res = await joinRequest(t, game.code, late.token, 'Late');
      expect(res.statusCode).toBe(200);
      const membership = res.json<TMembership>();
      expect(membership.player).toMatchObject({ name: 'Late', status: 'playing' });
      expect(membership.game).toMatchObject({ phase: 'playing', playerCount: 2, joinAfterStart: true });
      expect(membership.game.endsAt).not.toBeNull();
      expect(membership.game.endsAt).toBe(before.game.endsAt);
      const board = await getBoard(t, game.code, late.token);
      expect(board.cells).toHaveLength(9);
      expect(board.cells[4]).toMatchObject({ isFreeSpace: true, isMarked: true });
      expect(board.cells.filter((c) => c.isMarked)).toHaveLength(1);
      // It can play at once.
      await uploadPhoto(t, game.code, late.token, 0);
      expect((await getBoard(t, game.code, late.token)).cells[0].image).not.toBeNull();
      expect((await queue(game.code, game.token)).json()).toHaveLength(2);
    });

    it('the host sees the late joiner arrive live', async () => {
      const game = await createStartedGame(t, {}, ['Ann']);
      const rec = recordEvents(open({ gameCode: game.code, hostToken: game.token }));
      await rec.waitFor('lobby:snapshot');
      const late = await joinAs(t, game.code, 'Late');
      expect((await rec.waitFor('player:joined')).id).toBe(late.membership.player.id);
    });

    it('a paused game takes late joiners too (its clock is stopped, not over)', async () => {
      const game = await createStartedGame(t, {}, ['Ann']);
      expect((await host(game.code, game.token, 'pause')).statusCode).toBe(200);
      const late = await joinAs(t, game.code, 'Late');
      expect(late.membership.player.status).toBe('playing');
    });

    it('no join once the time is up (by the clock, before anyone ends it), ended, or cancelled', async () => {
      const timedOut = await createStartedGame(t, {}, ['Ann']);
      await setEndsAt(timedOut.code, new Date(Date.now() - 1000).toISOString());
      const ended = await createStartedGame(t, {}, ['Ann']);
      expect((await host(ended.code, ended.token, 'end')).statusCode).toBe(200);
      const cancelled = await createStartedGame(t, {}, ['Ann']);
      expect((await host(cancelled.code, cancelled.token, 'cancel')).statusCode).toBe(200);
      for (const game of [timedOut, ended, cancelled]) {
        const device = await createDevice(t);
        const res = await joinRequest(t, game.code, device.token, 'Too late');
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(GAME_ENDED);
        expect((await summary(game.code)).json().phase).toBe('finished');
        // Nothing changed: still the one player.
        expect((await queue(game.code, game.token)).json()).toHaveLength(1);
      }
      // Its own players still come back to their game (a rejoin is no new player).
      const back = await joinRequest(t, ended.code, ended.players[0].token, 'Ann');
      expect(back.statusCode).toBe(200);
      expect(back.json().player.id).toBe(ended.players[0].membership.player.id);
    });

    it('full after the start: 409 "This game is full"', async () => {
      const game = await createStartedGame(t, { maxPlayer: 1 }, ['Ann']);
      const device = await createDevice(t);
      const res = await joinRequest(t, game.code, device.token, 'Late');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(GAME_FULL);
    });

    it('the host setting: saved, shown to players, validated with a clear message, fixed once paid', async () => {
      const h = await registerHost(t);
      const draft = await createGame(t, h.accessToken);
      expect((await getGame(t, h.accessToken, draft.gameCode)).joinAfterStart).toBe(true);
      const patch = (payload: object) =>
        t.request({ method: 'PATCH', url: `/api/game/${draft.gameCode}`, token: h.accessToken, payload });
      const bad = await patch({ joinAfterStart: 'no' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Joining after the start must be on or off');
      expect((await getGame(t, h.accessToken, draft.gameCode)).joinAfterStart).toBe(true);
      const off = await patch({ joinAfterStart: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().joinAfterStart).toBe(false);

      const paid = await createPaidGame(t, { ...completeSetup, joinAfterStart: false });
      expect((await summary(paid.code)).json().joinAfterStart).toBe(false);
      const locked = await t.request({
        method: 'PATCH',
        url: `/api/game/${paid.code}`,
        token: paid.token,
        payload: { joinAfterStart: true },
      });
      expect(locked.statusCode).toBe(409);
    });
  });

  describe('room codes', () => {
    it('new codes come from the look-alike-free alphabet, and every issued code round-trips', async () => {
      expect(ROOM_CODE_ALPHABET).not.toMatch(/[O0I1L]/);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1000 }), () => {
          const code = newRoomCode();
          expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
          expect(roomCodeKey(code)).toBe(code);
        }),
        { numRuns: 300 },
      );
      // However it is typed: any case, spaces and dashes anywhere.
      const typed = fc
        .array(fc.constantFrom(...ROOM_CODE_ALPHABET), { minLength: 6, maxLength: 6 })
        .chain((chars) =>
          fc.tuple(
            fc.constant(chars.join('')),
            fc.array(fc.tuple(fc.boolean(), fc.constantFrom('', ' ', '-', '  ', ' - ', '\u2013')), {
              minLength: 6,
              maxLength: 6,
            }),
          ),
        );
      fc.assert(
        fc.property(typed, ([code, decor]) => {
          const variant = [...code].map((c, i) => (decor[i][0] ? c.toLowerCase() : c) + decor[i][1]).join('');
          expect(roomCodeKey(variant)).toBe(code);
        }),
      );
      // Issued through the API: the code found as typed in lower case with a dash.
      const { code } = await createPaidGame(t);
      const spoken = `${code.slice(0, 3).toLowerCase()}-${code.slice(3).toLowerCase()}`;
      expect((await summary(spoken)).json().gameCode).toBe(code);
    });

    it('a code issued before holds look-alikes: O/0 and I/L/1 typed either way all find it, everywhere', async () => {
      const game = await createStartedGame(t, {}, ['Ann']);
      // An old code with every look-alike in it.
      await t.ctx.db.updateTable('games').set({ code: 'BO0IL1' }).where('code', '=', game.code).execute();
      for (const typed of ['BO0IL1', 'b00111', 'bo oil l', 'B-O-O-I-I-I', 'bOo1l1']) {
        const res = await summary(typed);
        expect(res.statusCode, typed).toBe(200);
        expect(res.json().gameCode).toBe('BO0IL1');
      }
      // Joining, the player's own calls, the host's calls and the socket handshake.
      const late = await createDevice(t);
      expect((await joinRequest(t, 'b0o-1li', late.token, 'Late')).statusCode).toBe(200);
      expect((await getMe(t, 'BOOLLL', late.token)).json().player.name).toBe('Late');
      expect((await queue('b00111', game.token)).json()).toHaveLength(2);
      const socket = open({ gameCode: 'bo0 il1', deviceToken: late.token });
      const rec = recordEvents(socket);
      await connected(socket);
      expect((await rec.waitFor('lobby:snapshot')).game.gameCode).toBe('BO0IL1');
      // Still a wrong code is wrong.
      const wrong = await summary('BO0IL2');
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().message).toBe(INVALID_ROOM_CODE);
    });
  });

  describe('undoing a removal', () => {
    it('a removed device cannot rejoin under a new name; the host restores it: card back, device working', async () => {
      const game = await createStartedGame(t, {}, ['Ann', 'Bob']);
      const bob = game.players[1];
      const cardBefore = (await getBoard(t, game.code, bob.token)).cells.map((c) => c.value);
      await uploadPhoto(t, game.code, bob.token, 0);
      expect((await remove(game.code, bob.membership.player.id, game.token)).statusCode).toBe(204);

      for (const name of ['Bob', 'Robert']) {
        const again = await joinRequest(t, game.code, bob.token, name);
        expect(again.statusCode).toBe(403);
        expect(again.json().message).toBe(REMOVED_FROM_GAME);
      }
      // A new session of the same device (cleared tokens) is the same device.
      const sameDevice = await createDevice(t, bob.deviceId);
      expect((await joinRequest(t, game.code, sameDevice.token, 'Bobby')).statusCode).toBe(403);
      expect((await queue(game.code, game.token)).json()).toHaveLength(1);

      const removedList = await t.request({
        method: 'GET',
        url: `/api/game/${game.code}/removed-players`,
        token: game.token,
      });
      expect(removedList.json()).toEqual([
        { id: bob.membership.player.id, name: 'Bob', joinedAt: bob.membership.player.joinedAt },
      ]);
      const rec = recordEvents(open({ gameCode: game.code, hostToken: game.token }));
      await rec.waitFor('lobby:snapshot');
      const res = await restore(game.code, bob.membership.player.id, game.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: bob.membership.player.id, name: 'Bob' });
      expect((await rec.waitFor('player:joined')).id).toBe(bob.membership.player.id);
      expect((await rec.waitFor('game:updated')).playerCount).toBe(2);

      const me = await getMe(t, game.code, bob.token);
      expect(me.statusCode).toBe(200);
      expect(me.json().player).toMatchObject({ id: bob.membership.player.id, status: 'playing' });
      const board = await getBoard(t, game.code, bob.token);
      expect(board.cells.map((c) => c.value)).toEqual(cardBefore);
      // Photos are kept while the game runs: the card comes back as it was.
      expect(board.cells[0].image).not.toBeNull();
      await uploadPhoto(t, game.code, bob.token, 0);
      const socket = open({ gameCode: game.code, deviceToken: bob.token });
      await connected(socket);
      expect((await queue(game.code, game.token)).json()).toHaveLength(2);
      const none = await t.request({
        method: 'GET',
        url: `/api/game/${game.code}/removed-players`,
        token: game.token,
      });
      expect(none.json()).toEqual([]);
      // Restoring again changes nothing.
      expect((await restore(game.code, bob.membership.player.id, game.token)).statusCode).toBe(200);
      expect((await queue(game.code, game.token)).json()).toHaveLength(2);
    });

    it('only the game host may restore; unknown players 404; a taken name or a finished game 409', async () => {
      const game = await createStartedGame(t, {}, ['Ann', 'Bob']);
      const bob = game.players[1];
      await remove(game.code, bob.membership.player.id, game.token);
      const other = await registerHost(t);
      const stranger = await restore(game.code, bob.membership.player.id, other.accessToken);
      expect(stranger.statusCode).toBe(404);
      const anonymous = await t.request({
        method: 'POST',
        url: `/api/game/${game.code}/players/${bob.membership.player.id}/restore`,
      });
      expect(anonymous.statusCode).toBe(401);
      const unknown = await restore(game.code, 'no-such-player', game.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Player not found');

      // Someone took the name meanwhile.
      await joinAs(t, game.code, 'bob');
      const taken = await restore(game.code, bob.membership.player.id, game.token);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        code: ErrorCode.RESTORE_NAME_TAKEN,
        message: ERRORS.RESTORE_NAME_TAKEN.message,
      });
      expect((await getMe(t, game.code, bob.token)).statusCode).toBe(403);

      expect((await host(game.code, game.token, 'cancel')).statusCode).toBe(200);
      const finished = await restore(game.code, bob.membership.player.id, game.token);
      expect(finished.statusCode).toBe(409);
      expect(finished.json().message).toBe('This game has already ended');
    });

    it('restored in the lobby: waiting again', async () => {
      const { code, token } = await createPaidGame(t);
      const ann = await joinAs(t, code, 'Ann');
      await remove(code, ann.membership.player.id, token);
      expect((await restore(code, ann.membership.player.id, token)).statusCode).toBe(200);
      expect((await getMe(t, code, ann.token)).json().player.status).toBe('waiting');
    });
  });
});
