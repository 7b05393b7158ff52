import { ROOM_LOCKED } from '@picture-bingo/shared';
import { completeSetup } from '@picture-bingo/testkit';
import { describe, expect, it } from 'vitest';
import { createStartedGame, PHOTO_CELLS_3X3, uploadPhoto } from '../../../test/play';
import { createDevice, createPaidGame, joinAs, joinRequest } from '../../../test/players';
import { createTestApp, registerHost, type TestApp } from '../../../test/test-app';

const lock = (t: TestApp, code: string, token: string, payload: unknown) =>
  t.request({ method: 'POST', url: `/api/game/${code}/lock`, token, payload: payload as object });

const summary = async (t: TestApp, code: string) =>
  (await t.request({ method: 'GET', url: `/api/game/${code}` })).json() as { joinsLocked?: boolean };

const queueNames = async (t: TestApp, code: string, token: string) =>
  ((await t.request({ method: 'GET', url: `/api/game/${code}/players`, token })).json() as { name: string }[])
    .map((p) => p.name)
    .sort();

describe('the host locks the room', async () => {
  const t = await createTestApp();

  it('no new players while locked; the players come back; unlocked, new players join again', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    expect((await lock(t, code, token, { locked: true })).json()).toEqual({ locked: true });
    expect(await summary(t, code)).toMatchObject({ joinsLocked: true });

    const newcomer = await createDevice(t);
    const refused = await joinRequest(t, code, newcomer.token, 'Ole');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ROOM_LOCKED, code: 'ROOM_LOCKED' });
    expect(await queueNames(t, code, token)).toEqual(['Pia']);

    // Pia reloads (the same device joins again): still in.
    expect((await joinRequest(t, code, pia.token, 'Pia')).statusCode).toBe(200);
    // Pia moves to a new phone with the host's rejoin code: still in.
    const issued = await t.request({
      method: 'POST',
      url: `/api/game/${code}/players/${pia.id}/rejoin-code`,
      token,
    });
    const phone = await createDevice(t);
    const moved = await t.request({
      method: 'POST',
      url: `/api/game/${code}/rejoin`,
      headers: { 'x-device-token': phone.token },
      payload: { rejoinCode: (issued.json() as { code: string }).code },
    });
    expect(moved.statusCode).toBe(200);

    expect((await lock(t, code, token, { locked: false })).json()).toEqual({ locked: false });
    expect(await summary(t, code)).toMatchObject({ joinsLocked: false });
    expect((await joinRequest(t, code, newcomer.token, 'Ole')).statusCode).toBe(200);
  });

  it('only the host; a bad body is refused and changes nothing', async () => {
    const { code, token } = await createPaidGame(t);
    const stranger = await registerHost(t);
    expect((await lock(t, code, stranger.accessToken, { locked: true })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: `/api/game/${code}/lock`, payload: { locked: true } }))
        .statusCode,
    ).toBe(401);
    for (const bad of [{}, { locked: 'yes' }, { locked: 1 }]) {
      const res = await lock(t, code, token, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await summary(t, code)).toMatchObject({ joinsLocked: false });
  });
});

describe('the host clears a flood of joins at once, and can undo it', async () => {
  const t = await createTestApp();
  const clear = (code: string, token: string, payload: unknown) =>
    t.request({
      method: 'POST',
      url: `/api/game/${code}/players/clear-recent`,
      token,
      payload: payload as object,
    });
  const restore = (code: string, token: string, playerIds: string[]) =>
    t.request({ method: 'POST', url: `/api/game/${code}/players/restore`, token, payload: { playerIds } });

  it('removes every recent join without a photo; the earlier players stay; Undo brings them all back', async () => {
    const { code, token } = await createPaidGame(t, { ...completeSetup, maxPlayer: 100 });
    const early = await joinAs(t, code, 'Early');
    // Early joined half an hour ago.
    await t.ctx.db
      .updateTable('players')
      .set({ joined_at: new Date(Date.now() - 30 * 60_000).toISOString() })
      .where('id', '=', early.id)
      .execute();
    const flood = [];
    for (let i = 0; i < 20; i++) flood.push(await joinAs(t, code, `Flood ${i}`));

    const cleared = await clear(code, token, { withinMinutes: 10 });
    expect(cleared.statusCode).toBe(200);
    const removed = (cleared.json() as { players: { id: string }[] }).players.map((p) => p.id);
    expect(removed.sort()).toEqual(flood.map((p) => p.id).sort());
    expect(await queueNames(t, code, token)).toEqual(['Early']);
    // A removed device cannot join again.
    expect((await joinRequest(t, code, flood[0].token, 'Flood 0')).statusCode).toBe(403);

    const undone = await restore(code, token, removed);
    expect(undone.statusCode).toBe(200);
    expect((undone.json() as { players: unknown[] }).players).toHaveLength(20);
    expect(await queueNames(t, code, token)).toHaveLength(21);
    expect((await joinRequest(t, code, flood[0].token, 'Flood 0')).statusCode).toBe(200);
  });

  it('keeps a recent player who has a photo on their card', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Pia', 'Ole']);
    await uploadPhoto(t, code, players[0].token, PHOTO_CELLS_3X3[0]);
    const cleared = await clear(code, token, { withinMinutes: 10 });
    expect((cleared.json() as { players: { name: string }[] }).players.map((p) => p.name)).toEqual(['Ole']);
    expect(await queueNames(t, code, token)).toEqual(['Pia']);
  });

  it('only the host; bad input is refused and changes nothing', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const stranger = await registerHost(t);
    expect((await clear(code, stranger.accessToken, { withinMinutes: 10 })).statusCode).toBe(404);
    for (const bad of [{}, { withinMinutes: 0 }, { withinMinutes: 241 }, { withinMinutes: 1.5 }]) {
      expect((await clear(code, token, bad)).statusCode).toBe(400);
    }
    expect((await restore(code, token, [])).statusCode).toBe(400);
    expect((await restore(code, stranger.accessToken, [pia.id])).statusCode).toBe(404);
    expect(await queueNames(t, code, token)).toEqual(['Pia']);
  });
});
