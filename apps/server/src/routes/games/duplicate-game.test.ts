import { ROOM_CODE_PATTERN, type TEventLook, type TGame } from '@picture-bingo/shared';
import { setup5x5 } from '@picture-bingo/testkit';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../../test/factories';
import { makePng, multipartBody, multipartHeaders } from '../../../test/images';
import { createStartedGame } from '../../../test/play';
import { createPaidGame } from '../../../test/players';
import { apiOf, createTestApp, registerHost } from '../../../test/test-app';
import { findGameById } from '../../db/repositories/games.repo';
import { DUPLICATED_COLUMNS } from '../../services/games/duplicate-game';

const rules = {
  ...setup5x5,
  eventTitle: 'Team <b>party</b>',
  welcomeMessage: 'Welcome!\nHave fun',
  words: Array.from({ length: 30 }, (_, i) => `Prompt ${i + 1}`),
  freeSpaceWord: 'STAR',
  timeLimitMinutes: 45,
  winCondition: 'line',
  photoReview: true,
  autoConfirmWinner: true,
  nameFilter: false,
  maxPlayer: 12,
  joinAfterStart: false,
  dealMode: 'shuffled',
} as const;

describe('POST /game/:code/duplicate', async () => {
  const t = await createTestApp();
  const api = apiOf(t);
  const duplicate = (code: string, token?: string, payload: object = {}) =>
    t.request({ method: 'POST', url: `/api/game/${code}/duplicate`, token, payload });

  it('copies a finished game into a new, unpaid draft with a new code: labels, rules, title, not players or payment', async () => {
    const started = await createStartedGame(t, rules, ['Pia', 'Quin']);
    await t.request({ method: 'POST', url: `/api/game/${started.code}/end`, token: started.token });
    const res = await duplicate(started.code.toLowerCase(), started.token, { eventDate: '2031-03-04' });
    expect(res.statusCode).toBe(201);
    const copy: TGame = res.json();
    expect(copy.gameCode).toMatch(ROOM_CODE_PATTERN);
    expect(copy.gameCode).not.toBe(started.code);
    expect(copy.uid).not.toBe(started.game.uid);
    expect(copy).toMatchObject({
      ...rules,
      words: rules.words,
      eventDate: '2031-03-04',
      status: 'INACTIVE',
      phase: 'lobby',
      paid: false,
      playerCount: 0,
      startedAt: null,
      endsAt: null,
      completedAt: null,
      endedEarly: false,
      setupProblems: [],
    });
    // Stored as answered, and listed among the host's active games.
    expect(await getGame(t, started.token, copy.gameCode)).toMatchObject({ ...copy, playerCount: 0 });
    const active = await t.request({ method: 'GET', url: '/api/game?status=active', token: started.token });
    expect(active.json().map((g: TGame) => g.gameCode)).toContain(copy.gameCode);
    // The original is untouched.
    const original = await findGameById(t.ctx.db, started.game.uid);
    expect(original).toMatchObject({ paid: 1, code: started.code });
    expect(original!.status).not.toBe('INACTIVE');
  });

  it('copies an active game too, dated today when no date is sent; every listed column is copied', async () => {
    const paid = await createPaidGame(t, rules);
    const res = await duplicate(paid.code, paid.token);
    expect(res.statusCode).toBe(201);
    const copy: TGame = res.json();
    expect(copy.eventDate).toBe(new Date().toISOString().slice(0, 10));
    const [from, to] = await Promise.all([
      findGameById(t.ctx.db, paid.game.uid),
      findGameById(t.ctx.db, copy.uid),
    ]);
    for (const column of DUPLICATED_COLUMNS) expect(to![column], column).toEqual(from![column]);
    expect(to).toMatchObject({ paid: 0, status: 'INACTIVE', winner_player_id: null, content_version: 0 });
  });

  it("is for the game's own host only: others get 404, no token 401, and nothing is created", async () => {
    const paid = await createPaidGame(t, rules);
    const stranger = await registerHost(t);
    const res = await duplicate(paid.code, stranger.accessToken);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Game not found');
    expect((await duplicate(paid.code)).statusCode).toBe(401);
    expect((await duplicate('ZZZZZZ', paid.token)).statusCode).toBe(404);
    const list = await t.request({
      method: 'GET',
      url: '/api/game?status=active',
      token: stranger.accessToken,
    });
    expect(list.json()).toEqual([]);
  });

  it('refuses a bad date with a 400 and creates nothing', async () => {
    const host = await registerHost(t);
    const game = await api.createGame(host.accessToken, rules);
    for (const payload of [{ eventDate: '2026-02-30' }, { eventDate: 5 }, { title: 'x' }]) {
      const res = await duplicate(game.gameCode, host.accessToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const list = await t.request({ method: 'GET', url: '/api/game?status=active', token: host.accessToken });
    expect(list.json()).toHaveLength(1);
  });
  it("copies the game's look: its accent colour, and its logo as a file of the copy's own", async () => {
    const { code, token } = await apiOf(t).paidGame();
    await t.request({
      method: 'PATCH',
      url: `/api/game/${code}/look`,
      token,
      payload: { accent: '#1d4ed8' },
    });
    const logo = await t.request({
      method: 'PUT',
      url: `/api/game/${code}/look/logo`,
      token,
      headers: multipartHeaders,
      payload: multipartBody(await makePng(), {
        field: 'logo',
        filename: 'logo.png',
        contentType: 'image/png',
      }),
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const original = logo.json<TEventLook>();

    const res = await duplicate(code, token);
    expect(res.statusCode).toBe(201);
    const copy: TGame = res.json();
    expect(copy.look?.accent).toBe('#1d4ed8');
    expect(copy.look?.logoUrl).toMatch(/^\/media\/[A-Za-z0-9_-]+-logo\.webp$/);
    expect(copy.look?.logoUrl).not.toBe(original.logoUrl);
    const [served, copied] = await Promise.all([
      t.request({ method: 'GET', url: original.logoUrl! }),
      t.request({ method: 'GET', url: copy.look!.logoUrl! }),
    ]);
    expect(copied.statusCode).toBe(200);
    expect(copied.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(copied.rawPayload, served.rawPayload)).toBe(0);

    // Removing the original's logo leaves the copy's; the copy's own game names it (the sweep keeps it).
    await t.request({ method: 'DELETE', url: `/api/game/${code}/look/logo`, token });
    expect((await t.request({ method: 'GET', url: original.logoUrl! })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: copy.look!.logoUrl! })).statusCode).toBe(200);
    expect((await getGame(t, token, copy.gameCode)).look).toEqual(copy.look);
  });

  it('a game without a look copies none', async () => {
    const { code, token } = await apiOf(t).paidGame();
    const copy: TGame = (await duplicate(code, token)).json();
    expect(copy).not.toHaveProperty('look');
    expect(await findGameById(t.ctx.db, copy.uid)).toMatchObject({ accent_colour: null, logo_key: null });
  });
});
