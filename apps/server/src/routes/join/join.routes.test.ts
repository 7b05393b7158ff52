import { GAME_ENDED, GAME_NOT_OPEN, JOIN_CLOSED, type TMembership, ErrorCode } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { completeSetup, createGame, getGame } from '../../../test/factories';
import { createDevice, createPaidGame, joinAs, joinRequest, getBoard, getMe } from '../../../test/players';
import { createTestApp, registerHost } from '../../../test/test-app';

describe('joining a game and its lobby', async () => {
  const t = await createTestApp();

  const asDevice = (token: string) => ({ 'x-device-token': token });
  const me = (code: string, token: string) => getMe(t, code, token);
  const board = (code: string, token: string) => getBoard(t, code, token);
  const queue = (code: string, token: string) =>
    t.request({ method: 'GET', url: `/api/game/${code}/players`, token });
  const remove = (code: string, playerId: string, token: string) =>
    t.request({ method: 'DELETE', url: `/api/game/${code}/players/${playerId}`, token });
  const start = (code: string, token: string) =>
    t.request({ method: 'POST', url: `/api/game/${code}/start`, token });

  describe('GET /game/:code', () => {
    it('answers the public summary of a paid game, with its real player count', async () => {
      const { code } = await createPaidGame(t);
      await joinAs(t, code, 'Bea');
      const res = await t.request({ method: 'GET', url: `/api/game/${code.toLowerCase()}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        gameCode: code,
        eventTitle: completeSetup.eventTitle,
        eventDate: completeSetup.eventDate,
        welcomeMessage: completeSetup.welcomeMessage,
        hostName: completeSetup.hostName,
        boardSize: 3,
        timeLimitMinutes: 30,
        winCondition: 'full',
        photoReview: false,
        safetyCheck: 'off',
        autoConfirmWinner: false,
        endedEarly: false,
        nameFilter: true,
        status: 'ACTIVE',
        phase: 'lobby',
        maxPlayer: 50,
        joinAfterStart: true,
        joinsLocked: false,
        language: 'en',
        playerCount: 1,
        startedAt: null,
        endsAt: null,
        // The rules players read in the lobby (migration 015): one prize for the first BINGO!.
        winMode: 'first',
        prizeAwards: [{ place: 1, name: 'BINGO!', condition: 'full', winner: null, awardedAt: null }],
        // The lobby's rules say when photos must be taken with the camera during the game.
        cameraOnly: false,
      });
    });

    it('404 "Invalid room code. Please try again." for an unknown or malformed code', async () => {
      for (const code of ['ZZZZZ9', 'bad', '!!!!!!', 'ABCDEFG']) {
        const res = await t.request({ method: 'GET', url: `/api/game/${encodeURIComponent(code)}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          code: 'INVALID_ROOM_CODE',
          message: 'Invalid room code. Please try again.',
        });
      }
    });

    it('an unpaid draft: 409 "not open yet", showing nothing of the game, and nobody can join it', async () => {
      const host = await registerHost(t);
      const draft = await createGame(t, host.accessToken);
      const res = await t.request({ method: 'GET', url: `/api/game/${draft.gameCode}` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: ErrorCode.GAME_NOT_OPEN, message: GAME_NOT_OPEN });
      const device = await createDevice(t);
      const join = await joinRequest(t, draft.gameCode, device.token, 'Al');
      expect(join.statusCode).toBe(409);
      expect(join.json().message).toBe(GAME_NOT_OPEN);
      expect((await queue(draft.gameCode, host.accessToken)).json()).toEqual([]);
    });
  });

  describe('POST /game/:code/join', () => {
    it('joins under a trimmed name and deals the card; GET /me answers the same membership', async () => {
      const { code } = await createPaidGame(t);
      const device = await createDevice(t);
      const res = await joinRequest(t, code, device.token, '  Zoë \u0007 ');
      expect(res.statusCode).toBe(200);
      const body = res.json() as TMembership;
      expect(body.player).toEqual({
        id: expect.any(String),
        name: 'Zoë',
        joinedAt: expect.any(String),
        status: 'waiting',
      });
      expect(body.game).toMatchObject({ gameCode: code, playerCount: 1 });
      expect((await me(code, device.token)).json()).toEqual(body);
    });

    it('needs a device session: 401 "Your player session has expired. Join again."', async () => {
      const { code } = await createPaidGame(t);
      for (const headers of [{}, asDevice('unknown')]) {
        const res = await t.request({
          method: 'POST',
          url: `/api/game/${code}/join`,
          headers,
          payload: { name: 'A' },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Your player session has expired. Join again.');
      }
    });

    it('validates the name: required, trimmed, at most 30 characters', async () => {
      const { code } = await createPaidGame(t);
      const device = await createDevice(t);
      for (const name of ['', '   ', '\u0000\u0001']) {
        const res = await joinRequest(t, code, device.token, name);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Player Name is required');
      }
      const long = await joinRequest(t, code, device.token, 'x'.repeat(31));
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('Player Name must be at most 30 characters');
      expect((await joinRequest(t, code, device.token, ` ${'x'.repeat(30)} `)).statusCode).toBe(200);
    });

    it('names are unique in a game, case-insensitively (but not across games)', async () => {
      const { code } = await createPaidGame(t);
      await joinAs(t, code, 'Sam');
      const other = await createDevice(t);
      const res = await joinRequest(t, code, other.token, ' sAM ');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: ErrorCode.NAME_TAKEN,
        message: 'That name is taken in this game. Try another.',
      });
      const second = await createPaidGame(t);
      expect((await joinRequest(t, second.code, other.token, 'Sam')).statusCode).toBe(200);
    });

    it('the same device joining again is the same player; it may change its name to a free one', async () => {
      const { code, token } = await createPaidGame(t);
      const first = await joinAs(t, code, 'Ann');
      await joinAs(t, code, 'Bob');
      const again = await joinRequest(t, code, first.token, 'Ann');
      expect(again.json().player.id).toBe(first.membership.player.id);
      // A new token of the same device (another tab) is still the same player.
      const sameDevice = await createDevice(t, first.deviceId);
      const renamed = await joinRequest(t, code, sameDevice.token, 'Annie');
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().player).toMatchObject({ id: first.membership.player.id, name: 'Annie' });
      const taken = await joinRequest(t, code, first.token, 'bob');
      expect(taken.statusCode).toBe(409);
      const players = (await queue(code, token)).json();
      expect(players.map((p: { name: string }) => p.name)).toEqual(['Annie', 'Bob']);
    });

    it('concurrent joins from one device make one player', async () => {
      const { code, token } = await createPaidGame(t);
      const device = await createDevice(t);
      const results = await Promise.all(
        Array.from({ length: 6 }, () => joinRequest(t, code, device.token, 'Dup')),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      expect(new Set(results.map((r) => r.json().player.id)).size).toBe(1);
      expect((await queue(code, token)).json()).toHaveLength(1);
      expect((await board(code, device.token)).json().cells).toHaveLength(9);
    });

    it('concurrent joins under one name: one wins, the others get 409 (not 500)', async () => {
      const { code, token } = await createPaidGame(t);
      const devices = await Promise.all(Array.from({ length: 5 }, () => createDevice(t)));
      const results = await Promise.all(devices.map((d) => joinRequest(t, code, d.token, 'Same')));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      expect((await queue(code, token)).json()).toHaveLength(1);
    });

    it('a full game refuses new players, also under concurrency', async () => {
      const { code, token } = await createPaidGame(t, { ...completeSetup, maxPlayer: 3 });
      const devices = await Promise.all(Array.from({ length: 8 }, () => createDevice(t)));
      const results = await Promise.all(devices.map((d, i) => joinRequest(t, code, d.token, `P${i}`)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(3);
      expect(codes.filter((c) => c === 409)).toHaveLength(5);
      expect(results.find((r) => r.statusCode === 409)?.json().message).toBe('This game is full');
      expect((await queue(code, token)).json()).toHaveLength(3);
      expect((await getGame(t, token, code)).playerCount).toBe(3);
    });

    it('after the start with joining closed: new players are refused, joined ones come back to the same player', async () => {
      const { code, token } = await createPaidGame(t, { ...completeSetup, joinAfterStart: false });
      const ann = await joinAs(t, code, 'Ann');
      expect((await start(code, token)).statusCode).toBe(200);
      const late = await createDevice(t);
      const res = await joinRequest(t, code, late.token, 'Late');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(JOIN_CLOSED);
      expect((await queue(code, token)).json()).toHaveLength(1);
      const back = await joinRequest(t, code, ann.token, 'Ann');
      expect(back.statusCode).toBe(200);
      expect(back.json().player).toMatchObject({ id: ann.membership.player.id, status: 'playing' });
    });

    it('a cancelled game: 409 "This game has ended", for the summary and for joining', async () => {
      const { code, token } = await createPaidGame(t);
      await t.request({ method: 'POST', url: `/api/game/${code}/cancel`, token });
      const summary = await t.request({ method: 'GET', url: `/api/game/${code}` });
      expect(summary.statusCode).toBe(200);
      expect(summary.json()).toMatchObject({ status: 'CANCELLED' });
      const device = await createDevice(t);
      const res = await joinRequest(t, code, device.token, 'X');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(GAME_ENDED);
    });
  });

  describe('the host: queue, remove, start', () => {
    it('lists players in join order; only the game’s host may (another host 404, a player 401)', async () => {
      const { code, token } = await createPaidGame(t);
      const a = await joinAs(t, code, 'First');
      await joinAs(t, code, 'Second');
      const res = await queue(code, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        // Nobody has the game open on a phone: both offline.
        { id: a.membership.player.id, name: 'First', joinedAt: a.membership.player.joinedAt, online: false },
        { id: expect.any(String), name: 'Second', joinedAt: expect.any(String), online: false },
      ]);
      const other = await registerHost(t);
      expect((await queue(code, other.accessToken)).statusCode).toBe(404);
      expect((await remove(code, a.membership.player.id, other.accessToken)).statusCode).toBe(404);
      expect((await start(code, other.accessToken)).statusCode).toBe(404);
      const asPlayer = { headers: asDevice(a.token) };
      for (const [method, url] of [
        ['GET', `/api/game/${code}/players`],
        ['DELETE', `/api/game/${code}/players/${a.membership.player.id}`],
        ['POST', `/api/game/${code}/start`],
      ] as const) {
        expect((await t.request({ method, url, ...asPlayer })).statusCode).toBe(401);
      }
      expect((await queue(code, token)).json()).toHaveLength(2);
    });

    it('remove: the player leaves the queue, and that device can never rejoin; the name is free again', async () => {
      const { code, token } = await createPaidGame(t);
      const gone = await joinAs(t, code, 'Gone');
      const stay = await joinAs(t, code, 'Stay');
      expect((await remove(code, gone.membership.player.id, token)).statusCode).toBe(204);
      expect((await remove(code, gone.membership.player.id, token)).statusCode).toBe(204);
      expect((await queue(code, token)).json().map((p: { name: string }) => p.name)).toEqual(['Stay']);
      expect((await getGame(t, token, code)).playerCount).toBe(1);

      for (const res of [await me(code, gone.token), await board(code, gone.token)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('You were removed from this game');
      }
      const rejoin = await joinRequest(t, code, gone.token, 'Other name');
      expect(rejoin.statusCode).toBe(403);
      expect(rejoin.json()).toEqual({
        code: ErrorCode.REMOVED_FROM_GAME,
        message: 'You were removed from this game',
      });
      const newToken = await createDevice(t, gone.deviceId);
      expect((await joinRequest(t, code, newToken.token, 'Gone')).statusCode).toBe(403);
      expect((await joinAs(t, code, 'gone')).membership.player.name).toBe('gone');
      expect((await me(code, stay.token)).statusCode).toBe(200);
    });

    it('remove: 404 "Player not found" for an unknown id or another game’s player', async () => {
      const { code, token } = await createPaidGame(t);
      const elsewhere = await createPaidGame(t);
      const theirs = await joinAs(t, elsewhere.code, 'Theirs');
      for (const id of ['nope', theirs.membership.player.id]) {
        const res = await remove(code, id, token);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Player not found');
      }
      expect((await me(elsewhere.code, theirs.token)).statusCode).toBe(200);
    });

    it('start: needs payment and a player; then the game and its players are playing', async () => {
      const host = await registerHost(t);
      const draft = await createGame(t, host.accessToken);
      const unpaid = await start(draft.gameCode, host.accessToken);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().message).toBe('Pay for the game before starting it');

      const { code, token } = await createPaidGame(t);
      const empty = await start(code, token);
      expect(empty.statusCode).toBe(409);
      expect(empty.json().message).toBe('Wait for at least one player to join');

      const p = await joinAs(t, code, 'Go');
      const res = await start(code, token);
      expect(res.statusCode).toBe(200);
      const game = res.json();
      expect(game).toMatchObject({ phase: 'playing', status: 'ACTIVE', playerCount: 1 });
      expect(Date.parse(game.endsAt) - Date.parse(game.startedAt)).toBe(30 * 60_000);
      expect((await me(code, p.token)).json().player.status).toBe('playing');

      const again = await start(code, token);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This game has already started');
    });

    it('start without a time limit: no end time', async () => {
      const { code, token } = await createPaidGame(t, { ...completeSetup, timeLimitMinutes: null });
      await joinAs(t, code, 'Only');
      expect((await start(code, token)).json()).toMatchObject({ phase: 'playing', endsAt: null });
    });

    it('player counts are real in the host list and host view', async () => {
      const { code, token } = await createPaidGame(t);
      await joinAs(t, code, 'One');
      const two = await joinAs(t, code, 'Two');
      await remove(code, two.membership.player.id, token);
      const list = await t.request({ method: 'GET', url: '/api/game?status=active', token });
      expect(list.json().find((g: { gameCode: string }) => g.gameCode === code).playerCount).toBe(1);
      expect((await getGame(t, token, code)).playerCount).toBe(1);
    });
  });
});
