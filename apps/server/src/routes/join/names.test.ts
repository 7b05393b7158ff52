import { NAME_NOT_ALLOWED, NAME_TAKEN, type TQueuePlayer, ErrorCode } from '@picture-bingo/shared';
import { NAME_ADJECTIVES, NAME_ANIMALS } from '@picture-bingo/shared/name-suggestions';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDevice,
  createPaidGame,
  joinAs,
  joinRequest,
  openSocket,
  recordEvents,
} from '../../../test/players';
import { rawCall } from '../../../test/remote';
import { createTestApp, registerHost } from '../../../test/test-app';
import { isProfaneName } from '../../services/join/name-rules';
import type { ClientSocket } from '../../../test/players';

const INVISIBLE = 'Player Name must have letters, numbers or symbols you can see';

describe('player names: one normalised form, unique, filtered, renamed by the host', async () => {
  const t = await createTestApp();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

  const join = async (code: string, name: string) => {
    const device = await createDevice(t);
    return joinRequest(t, code, device.token, name);
  };
  const queue = async (code: string, token: string) =>
    (await t.request({ method: 'GET', url: `/api/game/${code}/players`, token })).json() as TQueuePlayer[];
  const rename = (code: string, playerId: string, name: unknown, token?: string) =>
    t.request({ method: 'PATCH', url: `/api/game/${code}/players/${playerId}`, token, payload: { name } });
  const setRules = (code: string, token: string, payload: object) =>
    t.request({ method: 'PATCH', url: `/api/game/${code}`, token, payload });

  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });

  describe('joining', () => {
    it('look-alike names are one name: zero-width, fullwidth, case, spacing, bidi controls, accents', async () => {
      const { code, token } = await createPaidGame(t);
      expect((await join(code, 'Admin')).statusCode).toBe(200);
      for (const lookAlike of [
        'admin\u200b',
        'ａｄｍｉｎ',
        ' ADMIN ',
        '\u202Eadmin',
        'ad\u00ADmin',
        'Ad\uFEFFmin',
        '\u0410dmin',
        'ΑDΜΙΝ',
      ]) {
        const res = await join(code, lookAlike);
        expect(res.statusCode, JSON.stringify(lookAlike)).toBe(409);
        expect(res.json()).toEqual({ code: ErrorCode.NAME_TAKEN, message: NAME_TAKEN });
      }
      expect((await join(code, 'Zoë')).statusCode).toBe(200);
      expect((await join(code, 'zoe\u0308')).json().message).toBe(NAME_TAKEN);
      expect((await queue(code, token)).map((p) => p.name)).toEqual(['Admin', 'Zoë']);
    });

    it('stores and shows the normalised name', async () => {
      const { code, token } = await createPaidGame(t);
      const res = await join(code, '  Ｂｅａ\u200b   Smith\u2066 ');
      expect(res.json().player.name).toBe('Bea Smith');
      expect((await queue(code, token)).map((p) => p.name)).toEqual(['Bea Smith']);
    });

    it('an invisible name is refused with a clear message and changes nothing', async () => {
      const { code, token } = await createPaidGame(t);
      for (const name of [
        '\u200b',
        '\u200b\u200c\u200d',
        '\u202E\u2066',
        '\u3164\u3164',
        '\u2800',
        '\u0301',
      ]) {
        const res = await join(code, name);
        expect(res.statusCode, JSON.stringify(name)).toBe(400);
        expect(res.json().message).toBe(INVISIBLE);
      }
      expect((await join(code, '   ')).json().message).toBe('Player Name is required');
      expect(await queue(code, token)).toEqual([]);
    });

    it('the name filter refuses profanity in several languages, also disguised; real names pass', async () => {
      const { code, token } = await createPaidGame(t);
      for (const name of [
        'fuck face',
        'ＦＵＣＫ',
        'fück',
        'sh1t',
        'Arschloch',
        'Scheiße',
        'puta',
        'merde',
        'Cazzo',
        'хуй',
      ]) {
        const res = await join(code, name);
        expect(res.statusCode, name).toBe(400);
        expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: NAME_NOT_ALLOWED });
      }
      expect(await queue(code, token)).toEqual([]);
      for (const name of [
        'Dick Van Dyke',
        'Scunthorpe',
        'Cassandra',
        'Dickens',
        'Fanny',
        'Wang Wei',
        'Mona',
      ]) {
        expect((await join(code, name)).statusCode, name).toBe(200);
      }
    });

    it('the host can turn the filter off (also after payment); then the same name joins', async () => {
      const { code, token } = await createPaidGame(t);
      expect((await join(code, 'Bitch')).statusCode).toBe(400);
      const off = await setRules(code, token, { nameFilter: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().nameFilter).toBe(false);
      const summary = await t.request({ method: 'GET', url: `/api/game/${code}` });
      expect(summary.json().nameFilter).toBe(false);
      expect((await join(code, 'Bitch')).statusCode).toBe(200);
      // Uniqueness still holds with the filter off.
      expect((await join(code, 'bitch\u200b')).json().message).toBe(NAME_TAKEN);
      expect((await setRules(code, token, { nameFilter: 'no' })).json().message).toBe(
        'Name filter must be on or off',
      );
    });

    it('every generated name passes the filter', () => {
      for (const adjective of NAME_ADJECTIVES) {
        for (const animal of NAME_ANIMALS) expect(isProfaneName(`${adjective} ${animal}`)).toBe(false);
      }
    });

    it('two phones racing for the same name over real HTTP: exactly one wins', async () => {
      for (const [first, second] of [
        ['Racer', 'racer'],
        ['Zoë', 'Zoe\u0308'],
        ['Kim', 'ｋｉｍ\u200b'],
      ] as const) {
        const { code, token } = await createPaidGame(t);
        const devices = await Promise.all([createDevice(t), createDevice(t)]);
        const answers = await Promise.all(
          [first, second].map((name, i) =>
            rawCall(base, 'POST', `/api/game/${code}/join`, {
              deviceToken: devices[i]!.token,
              body: { name },
            }),
          ),
        );
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses).toEqual([200, 409]);
        expect(answers.find((a) => a.status === 409)?.text).toContain(NAME_TAKEN);
        expect(await queue(code, token)).toHaveLength(1);
      }
    });
  });

  describe('PATCH /game/:code/players/:playerId (the host renames a player)', () => {
    it('renames under the same rules, and every screen hears player:renamed', async () => {
      const { code, token } = await createPaidGame(t);
      const bo = await joinAs(t, code, 'Bo');
      const cy = await joinAs(t, code, 'Cy');
      const playerSocket = openSocket(base, { gameCode: code, deviceToken: cy.token });
      sockets.push(playerSocket);
      const events = recordEvents(playerSocket);
      await events.waitFor('lobby:snapshot');

      const res = await rename(code, bo.membership.player.id, '  Ｂｏｂｂｙ\u200b ', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: bo.membership.player.id,
        name: 'Bobby',
        joinedAt: bo.membership.player.joinedAt,
      });
      expect(await events.waitFor('player:renamed')).toEqual(res.json());
      expect((await queue(code, token)).map((p) => p.name)).toEqual(['Bobby', 'Cy']);
      // The player's own view follows.
      const me = await t.request({
        method: 'GET',
        url: `/api/game/${code}/me`,
        headers: { 'x-device-token': bo.token },
      });
      expect(me.json().player.name).toBe('Bobby');

      // Taken (as compared), profane, invisible, too long: refused, nothing changes.
      expect((await rename(code, bo.membership.player.id, 'ｃｙ', token)).json()).toEqual({
        code: ErrorCode.NAME_TAKEN,
        message: NAME_TAKEN,
      });
      expect((await rename(code, bo.membership.player.id, 'fuck', token)).json().message).toBe(
        NAME_NOT_ALLOWED,
      );
      expect((await rename(code, bo.membership.player.id, '\u200b', token)).json().message).toBe(INVISIBLE);
      expect((await rename(code, bo.membership.player.id, 'x'.repeat(31), token)).statusCode).toBe(400);
      expect((await rename(code, bo.membership.player.id, 42, token)).json().message).toBe(
        'Player Name must be text',
      );
      expect((await queue(code, token)).map((p) => p.name)).toEqual(['Bobby', 'Cy']);
      // A change of case only is allowed (the same player keeps the key).
      expect((await rename(code, bo.membership.player.id, 'BOBBY', token)).json().name).toBe('BOBBY');
    });

    it('a device rejoining under a new name is renamed under the same rules, and the game hears it', async () => {
      const { code, token } = await createPaidGame(t);
      await joinAs(t, code, 'Taken');
      const dee = await joinAs(t, code, 'Dee');
      const hostSocket = openSocket(base, { gameCode: code, hostToken: token });
      sockets.push(hostSocket);
      const events = recordEvents(hostSocket);
      await events.waitFor('lobby:snapshot');
      expect((await joinRequest(t, code, dee.token, 'ＴＡＫＥＮ')).json().message).toBe(NAME_TAKEN);
      expect((await joinRequest(t, code, dee.token, 'Shit')).json().message).toBe(NAME_NOT_ALLOWED);
      const res = await joinRequest(t, code, dee.token, 'Dee\u200b Dee');
      expect(res.json().player).toMatchObject({ id: dee.id, name: 'Dee Dee' });
      expect(await events.waitFor('player:renamed')).toMatchObject({ id: dee.id, name: 'Dee Dee' });
      expect((await queue(code, token)).map((p) => p.name)).toEqual(['Taken', 'Dee Dee']);
    });

    it('only the game’s host may rename: another host 404, a player or nobody 401; unknown player 404', async () => {
      const { code, token } = await createPaidGame(t);
      const bo = await joinAs(t, code, 'Bo');
      const other = await registerHost(t);
      expect((await rename(code, bo.membership.player.id, 'X', other.accessToken)).statusCode).toBe(404);
      expect((await rename(code, bo.membership.player.id, 'X', bo.token)).statusCode).toBe(401);
      expect((await rename(code, bo.membership.player.id, 'X')).statusCode).toBe(401);
      expect((await rename(code, '00000000-0000-4000-8000-000000000000', 'X', token)).json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Player not found',
      });
      // Another game's player is not this game's.
      const elsewhere = await createPaidGame(t);
      const stranger = await joinAs(t, elsewhere.code, 'Stranger');
      expect((await rename(code, stranger.membership.player.id, 'X', token)).statusCode).toBe(404);
      // A removed player cannot be renamed.
      await t.request({
        method: 'DELETE',
        url: `/api/game/${code}/players/${bo.membership.player.id}`,
        token,
      });
      expect((await rename(code, bo.membership.player.id, 'X', token)).statusCode).toBe(404);
      expect((await queue(code, token)).map((p) => p.name)).toEqual([]);
    });

    it('the filter off lets the host rename to a filtered word; a join and a rename racing for a name: one wins', async () => {
      const { code, token } = await createPaidGame(t);
      const bo = await joinAs(t, code, 'Bo');
      await setRules(code, token, { nameFilter: false });
      expect((await rename(code, bo.membership.player.id, 'Dickhead', token)).statusCode).toBe(200);

      const device = await createDevice(t);
      const [renamed, joined] = await Promise.all([
        rawCall(base, 'PATCH', `/api/game/${code}/players/${bo.membership.player.id}`, {
          token,
          body: { name: 'Winner' },
        }),
        rawCall(base, 'POST', `/api/game/${code}/join`, {
          deviceToken: device.token,
          body: { name: 'ｗｉｎｎｅｒ' },
        }),
      ]);
      expect([renamed.status, joined.status].sort()).toEqual([200, 409]);
      const names = (await queue(code, token)).map((p) => p.name.toLowerCase());
      expect(names.filter((n) => n === 'winner')).toHaveLength(1);
    });
  });
});
