import { ErrorCode } from '@picture-bingo/shared';
import type { TGameHearts, THeartResponse, TPhotoHearts } from '@picture-bingo/shared/hearts';
import { describe, expect, it } from 'vitest';
import { createStartedGame, uploadPhoto } from '../../../test/play';
import { socketPool } from '../../../test/players';
import { apiOf, createTestApp } from '../../../test/test-app';

/**
 * Guests' hearts: one per guest per photo, taken back at will; only shown photos take them; counts reach the
 * game's screens in frames; the crowd favourite is the most loved photo once the game is completed (a tie goes to
 * the photo that got there first).
 */
describe('hearts and the crowd favourite', async () => {
  const t = await createTestApp({ HEART_RATE_LIMIT_MAX: '8' });
  const api = apiOf(t);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);
  const heart = (
    code: string,
    deviceToken: string,
    playerId: string,
    idx: number,
    image: string,
    on = true,
  ) =>
    api.raw('POST', `/api/game/${code}/cells/${playerId}/${idx}/heart`, { deviceToken, json: { image, on } });
  const given = async (...args: Parameters<typeof heart>) => {
    const res = await heart(...args);
    expect(res.status, res.text).toBe(200);
    return JSON.parse(res.text) as THeartResponse;
  };
  const hearts = (code: string, auth: { token?: string; deviceToken?: string }) =>
    api.call<TGameHearts>('GET', `/api/game/${code}/hearts`, { ...auth, status: 200 });

  it('one heart per guest, undoable; counts reach the big screen in a frame; ties go to who got there first', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Ann', 'Ben', 'Cy', 'Dee']);
    const [ann, ben, cy, dee] = players;
    const annPhoto = (await uploadPhoto(t, code, ann!.token, 0)).image ?? '';
    const benPhoto = (await uploadPhoto(t, code, ben!.token, 1)).image ?? '';
    const screen = await listen({ gameCode: code, hostToken: token, watch: true });

    expect(await given(code, cy!.token, ann!.id, 0, annPhoto)).toEqual({
      playerId: ann!.id,
      idx: 0,
      hearts: 1,
      mine: true,
    });
    // Again: still one.
    expect((await given(code, cy!.token, ann!.id, 0, annPhoto)).hearts).toBe(1);
    await given(code, dee!.token, ann!.id, 0, annPhoto);
    await given(code, cy!.token, ben!.id, 1, benPhoto);
    await given(code, dee!.token, ben!.id, 1, benPhoto);
    // Taken back and given again: Ben's photo reaches 2 after Ann's did.
    expect((await given(code, dee!.token, ben!.id, 1, benPhoto, false)).hearts).toBe(1);
    await given(code, dee!.token, ben!.id, 1, benPhoto);

    await screen.waitFor('hearts:updated', 1, 5000, (updates: TPhotoHearts[]) =>
      updates.some((u) => u.playerId === ben!.id && u.hearts === 2),
    );
    const mine = await hearts(code, { deviceToken: dee!.token });
    expect(mine.photos).toEqual(
      expect.arrayContaining([
        { playerId: ann!.id, idx: 0, hearts: 2 },
        { playerId: ben!.id, idx: 1, hearts: 2 },
      ]),
    );
    expect(mine.mine).toHaveLength(2);
    expect(mine.favourite).toBeNull();

    await api.call('POST', `/api/game/${code}/winner`, { token, json: { playerId: ann!.id }, status: 200 });
    const settled = await hearts(code, { token });
    // Two hearts each: Ann's photo got there first.
    expect(settled.favourite).toMatchObject({ playerId: ann!.id, playerName: 'Ann', idx: 0, hearts: 2 });
    // No hearts once the game is settled.
    const late = await heart(code, cy!.token, ben!.id, 1, benPhoto);
    expect(JSON.parse(late.text)).toMatchObject({ code: ErrorCode.GAME_ENDED });
  });

  it('held, unapproved and hidden photos take none, with PHOTO_NOT_SHOWN; nothing changes', async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: true }, ['Eve', 'Fay']);
    const [eve, fay] = players;
    const pending = (await uploadPhoto(t, code, eve!.token, 0)).image ?? '';
    const refused = await heart(code, fay!.token, eve!.id, 0, pending);
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.text)).toMatchObject({ code: ErrorCode.PHOTO_NOT_SHOWN });

    expect(
      (await api.review(token, code, { playerId: eve!.id, idx: 0, image: pending }, 'approve')).status,
    ).toBe(200);
    expect((await given(code, fay!.token, eve!.id, 0, pending)).hearts).toBe(1);
    // The host hides it: it takes no more, and its hearts leave the counts.
    const hidden = await api.raw('POST', `/api/game/${code}/cells/${eve!.id}/0/hide`, {
      token,
      json: { image: pending },
    });
    expect(hidden.status).toBe(200);
    const again = await heart(code, fay!.token, eve!.id, 0, pending, false);
    expect(JSON.parse(again.text)).toMatchObject({ code: ErrorCode.PHOTO_NOT_SHOWN });
    expect((await hearts(code, { token })).photos).toEqual([]);
    // A stranger to the game sees nothing.
    const stranger = await api.raw('GET', `/api/game/${code}/hearts`, {});
    expect(stranger.status).toBe(401);
  });

  it('limits each device’s hearts per window', async () => {
    const { code, players } = await createStartedGame(t, {}, ['Gus', 'Hal']);
    const [gus, hal] = players;
    const image = (await uploadPhoto(t, code, gus!.token, 0)).image ?? '';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await heart(code, hal!.token, gus!.id, 0, image, i % 2 === 0)).status);
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });
});
