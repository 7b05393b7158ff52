import { RESULTS_PAGE_MAX, type TGallery, type TProgress } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { createStartedGame, uploadPhoto } from '../../../test/play';
import { apiOf, createTestApp } from '../../../test/test-app';

/**
 * Pages of the gallery and the progress: a screen of a 5,000-player game loads the boards it shows.
 * Without ?offset&limit the answers hold every player; a bad page is a 400 that changes nothing.
 */
describe('gallery and progress pages', async () => {
  const t = await createTestApp();
  const api = apiOf(t);
  const names = ['Ann', 'Ben', 'Cas', 'Dee', 'Eve'];
  const get = async <T>(url: string, auth: { token?: string; deviceToken?: string }) => {
    const res = await t.request({
      method: 'GET',
      url,
      token: auth.token,
      headers: auth.deviceToken ? { 'x-device-token': auth.deviceToken } : {},
    });
    return { status: res.statusCode, body: res.json() as T };
  };

  it('a page holds that window of players, in joining order, with the total; the whole answer is unchanged', async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: true }, names);
    // Ben's photo awaits review: he and the host see it, in a page as in the whole gallery.
    const photo = await uploadPhoto(t, code, players[1].token, 0);
    const whole = await api.getGallery(code, { token });
    expect(whole.page).toBeUndefined();
    expect(whole.players.map((p) => p.name)).toEqual(names);

    const page = await get<TGallery>(`/api/game/${code}/gallery?offset=1&limit=2`, { token });
    expect(page.status).toBe(200);
    expect(page.body.players).toEqual(whole.players.slice(1, 3));
    expect(page.body.page).toEqual({ offset: 1, limit: 2, total: 5 });
    expect(page.body.game).toEqual(whole.game);

    const asBen = await get<TGallery>(`/api/game/${code}/gallery?offset=0&limit=2`, {
      deviceToken: players[1].token,
    });
    expect(asBen.body.players[1].cells[0]).toEqual(photo);
    const asCas = await get<TGallery>(`/api/game/${code}/gallery?offset=0&limit=2`, {
      deviceToken: players[2].token,
    });
    expect(asCas.body.players[1].cells[0]).toMatchObject({ image: null, isMarked: false });
    expect(JSON.stringify(asCas.body)).not.toContain(photo.image);
    // Past the end: an empty page, the total still said.
    const beyond = await get<TGallery>(`/api/game/${code}/gallery?offset=10&limit=5`, { token });
    expect(beyond.body.players).toEqual([]);
    expect(beyond.body.page).toEqual({ offset: 10, limit: 5, total: 5 });
  });

  it('progress pages its players and its ranking by the same window', async () => {
    const { code, token, players } = await createStartedGame(t, {}, names);
    await uploadPhoto(t, code, players[3].token, 0);
    const whole = await api.getProgress(code, token);
    const page = await get<TProgress>(`/api/game/${code}/progress?offset=0&limit=2`, { token });
    expect(page.status).toBe(200);
    expect(page.body.players).toEqual(whole.players.slice(0, 2));
    expect(page.body.ranking).toEqual(whole.ranking.slice(0, 2));
    // Dee leads: the first place of the ranking's first page.
    expect(page.body.ranking[0].name).toBe('Dee');
    expect(page.body.page).toEqual({ offset: 0, limit: 2, total: 5 });
    const limitOnly = await get<TProgress>(`/api/game/${code}/progress?offset=3`, { token });
    expect(limitOnly.body.page).toEqual({ offset: 3, limit: RESULTS_PAGE_MAX, total: 5 });
    expect(limitOnly.body.players.map((p) => p.name)).toEqual(['Dee', 'Eve']);
  });

  it('?player answers that one board at its place, as the viewer may see it; nobody else’s', async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: true }, names);
    const photo = await uploadPhoto(t, code, players[3].token, 0);
    const whole = await api.getGallery(code, { token });
    const dee = players[3].id;
    const asHost = await get<TGallery>(`/api/game/${code}/gallery?player=${dee}`, { token });
    expect(asHost.status).toBe(200);
    expect(asHost.body.players).toEqual([whole.players[3]]);
    expect(asHost.body.page).toEqual({ offset: 3, limit: 1, total: 5 });
    expect(asHost.body.game).toEqual(whole.game);
    // Dee's photo awaits review: Dee sees it, another player sees the cell empty.
    const asDee = await get<TGallery>(`/api/game/${code}/gallery?player=${dee}`, {
      deviceToken: players[3].token,
    });
    expect(asDee.body.players[0].cells[0]).toEqual(photo);
    const asAnn = await get<TGallery>(`/api/game/${code}/gallery?player=${dee}`, {
      deviceToken: players[0].token,
    });
    expect(asAnn.body.players[0].cells[0]).toMatchObject({ image: null, isMarked: false });
    expect(JSON.stringify(asAnn.body)).not.toContain(photo.image);
    expect(asAnn.body.page).toEqual({ offset: 3, limit: 1, total: 5 });

    // A removed player, or one of no game, is not found.
    const removed = await t.request({ method: 'DELETE', url: `/api/game/${code}/players/${dee}`, token });
    expect(removed.statusCode).toBe(204);
    for (const id of [dee, 'no-such-player']) {
      const res = await t.request({ method: 'GET', url: `/api/game/${code}/gallery?player=${id}`, token });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Player not found');
    }
    // Another game's player is not this game's.
    const other = await createStartedGame(t, {}, ['Zed']);
    const res = await t.request({
      method: 'GET',
      url: `/api/game/${code}/gallery?player=${other.players[0].id}`,
      token,
    });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['player=', 'player must be one player id'],
    ['player=a&player=b', 'player must be one player id'],
    ['player=p1&offset=0', 'player cannot be asked for together with offset or limit'],
    ['player=p1&limit=5', 'player cannot be asked for together with offset or limit'],
  ])('a bad player query (%s) is refused with a clear message', async (query, message) => {
    const { code, token } = await createStartedGame(t, {}, ['Ann']);
    const res = await t.request({ method: 'GET', url: `/api/game/${code}/gallery?${query}`, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error ?? res.json().message).toContain(message);
  });

  it.each([
    ['limit=0', `limit must be between 1 and ${RESULTS_PAGE_MAX}`],
    [`limit=${RESULTS_PAGE_MAX + 1}`, `limit must be between 1 and ${RESULTS_PAGE_MAX}`],
    ['offset=-1', 'offset must be a whole number'],
    ['offset=abc', 'offset must be a whole number'],
    ['limit=1.5', 'limit must be a whole number'],
    ['offset=1&offset=2', 'offset must be a whole number'],
  ])('a bad page (%s) is refused with a clear message', async (query, message) => {
    const { code, token } = await createStartedGame(t, {}, ['Ann']);
    for (const path of ['gallery', 'progress']) {
      const res = await t.request({ method: 'GET', url: `/api/game/${code}/${path}?${query}`, token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error ?? res.json().message).toContain(message);
    }
  });
});
