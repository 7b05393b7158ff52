import { MAX_PLAYERS_LIMIT, ROOM_CODE_PATTERN } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { completeSetup } from '../../../test/factories';
import { createTestApp, registerHost, type TestApp } from '../../../test/test-app';
import type { StoredGameRow } from '../../db/repositories/games.repo';

async function newGame(t: TestApp, token: string, body: object = {}) {
  const res = await t.request({ method: 'POST', url: '/api/game', token, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('games: create and set up', async () => {
  const t = await createTestApp();

  it('creates a draft game with a crypto-random 6-character code', async () => {
    const host = await registerHost(t);
    const game = await newGame(t, host.accessToken);
    expect(game.gameCode).toMatch(ROOM_CODE_PATTERN);
    expect(game).toMatchObject({
      status: 'INACTIVE',
      phase: 'lobby',
      paid: false,
      boardSize: 3,
      words: [],
      timeLimitMinutes: 30,
      winCondition: 'full',
      photoReview: false,
      nameFilter: true,
      playerCount: 0,
    });
    expect(game.setupProblems).toContain('Add 8 more board labels (a 3x3 card needs 8).');
  });

  it('needs a signed-in host', async () => {
    const res = await t.request({ method: 'POST', url: '/api/game', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('saves setup step by step; codes are case-insensitive; setup problems clear when complete', async () => {
    const host = await registerHost(t);
    const game = await newGame(t, host.accessToken);
    const code = game.gameCode.toLowerCase();
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/api/game/${code}`, token: host.accessToken, payload });
    expect((await patch({ hostName: '  Ada  ' })).json().hostName).toBe('Ada');
    const saved = (await patch(completeSetup)).json();
    expect(saved).toMatchObject({ ...completeSetup, setupProblems: [] });
    const read = await t.request({ method: 'GET', url: `/api/game/${code}/host`, token: host.accessToken });
    expect(read.json()).toMatchObject(completeSetup);
  });

  it.each([
    [{ boardSize: 6 }, 'Board Size must be 3, 4 or 5'],
    [{ boardSize: '3' }, 'Board Size must be 3, 4 or 5'],
    [{ eventTitle: 'x'.repeat(101) }, 'Event Title must be at most 100 characters'],
    [{ eventDate: '2026-02-30' }, 'Event Date must be a valid date'],
    [{ eventDate: '1800-01-01' }, 'Event Date must be between 2000 and 2100'],
    [{ words: 'a,b' }, 'Board Labels must be a list of words'],
    [{ words: ['a', 'A'] }, '"A" is already on the board'],
    [{ words: Array.from({ length: 101 }, (_, i) => `w${i}`) }, 'at most 100 labels'],
    [{ words: ['y'.repeat(61)] }, 'Each label must be at most 60 characters'],
    [{ timeLimitMinutes: 0 }, 'Time limit must be at least 1 minute'],
    [{ maxPlayer: 10_001 }, 'Maximum players must be at most 10,000'],
    [{ status: 'ACTIVE' }, 'Unrecognized key'],
  ])('rejects a bad update %# and changes nothing', async (payload, message) => {
    const host = await registerHost(t);
    const game = await newGame(t, host.accessToken, completeSetup);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/game/${game.gameCode}`,
      token: host.accessToken,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const after = await t.request({
      method: 'GET',
      url: `/api/game/${game.gameCode}/host`,
      token: host.accessToken,
    });
    expect(after.json()).toMatchObject({ ...completeSetup, status: 'INACTIVE' });
  });

  it('takes a game of up to MAX_PLAYERS_LIMIT (10,000) players', async () => {
    const host = await registerHost(t);
    const game = await newGame(t, host.accessToken, completeSetup);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/game/${game.gameCode}`,
      token: host.accessToken,
      payload: { maxPlayer: MAX_PLAYERS_LIMIT },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().maxPlayer).toBe(10_000);
  });

  it('stores hostile text as text and strips control characters', async () => {
    const host = await registerHost(t);
    const game = await newGame(t, host.accessToken);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/game/${game.gameCode}`,
      token: host.accessToken,
      payload: { eventTitle: '<img src=x onerror=alert(1)>\u0000', words: ['<script>x</script>'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().eventTitle).toBe('<img src=x onerror=alert(1)>');
    expect(res.json().words).toEqual(['<script>x</script>']);
  });

  it("keeps another host's game out of reach (404) and unchanged", async () => {
    const owner = await registerHost(t);
    const intruder = await registerHost(t);
    const game = await newGame(t, owner.accessToken, completeSetup);
    const url = `/api/game/${game.gameCode}`;
    const reads = [
      await t.request({ method: 'GET', url: `${url}/host`, token: intruder.accessToken }),
      await t.request({ method: 'PATCH', url, token: intruder.accessToken, payload: { eventTitle: 'Mine' } }),
      await t.request({ method: 'POST', url: `${url}/cancel`, token: intruder.accessToken }),
    ];
    for (const res of reads) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Game not found' });
    }
    const list = await t.request({
      method: 'GET',
      url: '/api/game?status=active',
      token: intruder.accessToken,
    });
    expect(list.json()).toEqual([]);
    const after = await t.request({ method: 'GET', url: `${url}/host`, token: owner.accessToken });
    expect(after.json()).toMatchObject({ eventTitle: 'Office Party', status: 'INACTIVE' });
  });

  it('lists active games (drafts included) and past games, newest first', async () => {
    const host = await registerHost(t);
    const a = await newGame(t, host.accessToken, { eventTitle: 'A' });
    const b = await newGame(t, host.accessToken, { eventTitle: 'B' });
    await t.request({ method: 'POST', url: `/api/game/${a.gameCode}/cancel`, token: host.accessToken });
    const active = await t.request({
      method: 'GET',
      url: '/api/game?status=active',
      token: host.accessToken,
    });
    const past = await t.request({
      method: 'GET',
      url: '/api/game?status=completed',
      token: host.accessToken,
    });
    expect(active.json().map((g: { uid: string }) => g.uid)).toEqual([b.uid]);
    expect(past.json()).toEqual([
      expect.objectContaining({ uid: a.uid, eventTitle: 'A', status: 'CANCELLED', maxPlayer: 50 }),
    ]);
    expect(Object.keys(past.json()[0]).sort()).toEqual(
      [
        'createdAt',
        'eventTitle',
        'gameCode',
        'maxPlayer',
        'paid',
        'playerCount',
        'photosDeleteAt',
        'status',
        'uid',
        'eventDate',
        'winnerName',
        'role',
      ].sort(),
    );
    const bad = await t.request({ method: 'GET', url: '/api/game?status=weird', token: host.accessToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be active or completed');
  });

  it('a finished game cannot be edited or cancelled again', async () => {
    const host = await registerHost(t);
    const game = await newGame(t, host.accessToken);
    const url = `/api/game/${game.gameCode}`;
    await t.request({ method: 'POST', url: `${url}/cancel`, token: host.accessToken });
    const edit = await t.request({
      method: 'PATCH',
      url,
      token: host.accessToken,
      payload: { eventTitle: 'x' },
    });
    expect(edit.statusCode).toBe(409);
    const again = await t.request({ method: 'POST', url: `${url}/cancel`, token: host.accessToken });
    expect(again.statusCode).toBe(409);
  });

  it('never hands out a code an open game holds, and a finished game frees its code', async () => {
    const host = await registerHost(t);
    const game = await newGame(t, host.accessToken);
    const now = new Date().toISOString();
    const clash: StoredGameRow = {
      id: 'clash',
      code: game.gameCode,
      host_user_id: host.user.id,
      host_name: '',
      event_title: '',
      event_date: '',
      welcome_message: '',
      board_size: 3,
      words: '[]',
      free_space_word: '',
      time_limit_minutes: null,
      win_condition: 'full',
      photo_review: 0,
      auto_confirm_winner: 0,
      ended_early: 0,
      max_player: 5,
      player_count: 0,
      status: 'ACTIVE',
      phase: 'lobby',
      paid: 1,
      created_at: now,
      updated_at: now,
      started_at: null,
      paused_at: null,
      ends_at: null,
      completed_at: null,
      winner_player_id: null,
      content_version: 0,
      join_after_start: 1,
      joins_locked: 0,
      name_filter: 1,
      deal_mode: 'random',
      results_shared: 0,
      share_token: null,
      win_mode: 'first',
      prizes: '[]',
      prize_awards: '[]',
      safety_check: 'off',
      report_threshold: 2,
    };
    await expect(t.ctx.db.insertInto('games').values(clash).execute()).rejects.toThrow();
    await t.request({ method: 'POST', url: `/api/game/${game.gameCode}/cancel`, token: host.accessToken });
    await t.ctx.db.insertInto('games').values(clash).execute();
    const mine = await t.request({
      method: 'GET',
      url: `/api/game/${game.gameCode}/host`,
      token: host.accessToken,
    });
    expect(mine.json().uid).toBe('clash');
  });
});
