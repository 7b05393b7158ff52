import { centreIndex, LABEL_POOL_MAX, labelsNeeded, type TGame } from '@picture-bingo/shared';
import { setup5x5 } from '@picture-bingo/testkit';
import { describe, expect, it } from 'vitest';
import { createGame, getGame } from '../../../test/factories';
import { createPaidGame, joinAs } from '../../../test/players';
import { apiOf, createTestApp, registerHost } from '../../../test/test-app';

const pool = (n: number, prefix = 'Prompt') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

describe('label pool: limits, normalisation, deal modes (migration 016)', async () => {
  const t = await createTestApp();
  const api = apiOf(t);

  it(`takes a pool of up to ${LABEL_POOL_MAX} labels in the stored form; more, duplicates or bad input is a 400 that changes nothing`, async () => {
    const host = await registerHost(t);
    const game: TGame = await createGame(t, host.accessToken);
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/api/game/${game.gameCode}`, token: host.accessToken, payload });

    const saved = await patch({
      boardSize: 5,
      words: ['  Big\u200B   hat ', 'Ｃａｋｅ', ...pool(LABEL_POOL_MAX - 2)],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().words.slice(0, 3)).toEqual(['Big hat', 'Cake', 'Prompt 1']);
    expect(saved.json().words).toHaveLength(LABEL_POOL_MAX);

    const refusals: [object, string][] = [
      [{ words: pool(LABEL_POOL_MAX + 1) }, `A board can have at most ${LABEL_POOL_MAX} labels`],
      [{ words: ['Cake', 'CAKE'] }, '"CAKE" is already on the board'],
      [{ words: ['Café', 'Cafe\u0301'] }, '"Café" is already on the board'],
      [{ words: ['x'.repeat(61)] }, 'Each label must be at most 60 characters'],
      [{ words: 'Cake, Hat' }, 'Board Labels must be a list of words'],
      [{ dealMode: 'everyone' }, 'Deal must be random, shuffled or same-card'],
    ];
    for (const [payload, message] of refusals) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const after = await getGame(t, host.accessToken, game.gameCode);
    expect(after.words).toEqual(saved.json().words);
    expect(after.dealMode).toBe('random');
  });

  it('a new game starts with Free Space "FREE", today\'s date and random dealing; the host can change them', async () => {
    const host = await registerHost(t);
    const res = await t.request({ method: 'POST', url: '/api/game', token: host.accessToken, payload: {} });
    const game: TGame = res.json();
    expect(game.freeSpaceWord).toBe('FREE');
    expect(game.eventDate).toBe(new Date().toISOString().slice(0, 10));
    expect(game.dealMode).toBe('random');
    expect(game.setupProblems).not.toContain('Choose an Event Date.');
    const chosen: TGame = await createGame(t, host.accessToken, {
      eventDate: '2031-01-02',
      freeSpaceWord: 'Star',
    });
    expect(chosen).toMatchObject({ eventDate: '2031-01-02', freeSpaceWord: 'Star' });
  });

  const labelSet = (cells: { value: string }[], size: number) =>
    cells
      .filter((_, i) => i !== centreIndex(size))
      .map((c) => c.value)
      .sort();

  it('random: each card is n²−1 distinct labels drawn from the pool, free centre, fixed once dealt', async () => {
    const words = pool(60);
    const { code } = await createPaidGame(t, { ...setup5x5, words });
    const sets = new Set<string>();
    for (const name of ['Ana', 'Ben', 'Cy', 'Di', 'Ed']) {
      const player = await joinAs(t, code, name);
      const board = await api.getBoard(code, player.token);
      expect(board.cells[centreIndex(5)]!.value).toBe('FREE');
      const labels = labelSet(board.cells, 5);
      expect(new Set(labels).size).toBe(labelsNeeded(5));
      for (const label of labels) expect(words).toContain(label);
      sets.add(labels.join('|'));
      // Dealt and stored: reading again (and joining again from the same device) gives the same card.
      await api.join(code, player.token, name);
      expect((await api.getBoard(code, player.token)).cells).toEqual(board.cells);
    }
    // Five cards of 24 from 60: the chance two are the same set is nil.
    expect(sets.size).toBe(5);
  });

  it('shuffled: everyone gets the first n²−1 labels, each in their own order; same-card: one card for all', async () => {
    const words = pool(36);
    const first = words.slice(0, labelsNeeded(5)).sort();

    const shuffled = await createPaidGame(t, { ...setup5x5, words, dealMode: 'shuffled' });
    expect(shuffled.game.dealMode).toBe('shuffled');
    const orders = new Set<string>();
    for (const name of ['Ana', 'Ben', 'Cy']) {
      const player = await joinAs(t, shuffled.code, name);
      const board = await api.getBoard(shuffled.code, player.token);
      expect(labelSet(board.cells, 5)).toEqual(first);
      orders.add(board.cells.map((c) => c.value).join('|'));
    }
    expect(orders.size).toBeGreaterThan(1);

    const same = await createPaidGame(t, { ...setup5x5, words, dealMode: 'same-card' });
    const cards = [];
    for (const name of ['Ana', 'Ben']) {
      const player = await joinAs(t, same.code, name);
      cards.push((await api.getBoard(same.code, player.token)).cells.map((c) => c.value));
    }
    expect(cards[1]).toEqual(cards[0]);
    expect(cards[0]!.slice(0, 3)).toEqual(['Prompt 1', 'Prompt 2', 'Prompt 3']);
    expect(cards[0]![centreIndex(5)]).toBe('FREE');
  });

  it('the deal mode is fixed once the game is paid for', async () => {
    const { code, token } = await createPaidGame(t, { ...setup5x5, words: pool(30) });
    const res = await t.request({
      method: 'PATCH',
      url: `/api/game/${code}`,
      token,
      payload: { dealMode: 'same-card' },
    });
    expect(res.statusCode).toBe(409);
    expect((await getGame(t, token, code)).dealMode).toBe('random');
  });
});
