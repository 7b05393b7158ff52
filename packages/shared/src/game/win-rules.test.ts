import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZGameSetupUpdate, type TWinCondition } from '../schemas/game';
import { rankCards } from './ranking';
import { completeLineCount, meetsWinCondition, winConditionStrength } from './win';
import { nextPrizeIndex, prizeAwardsOf, prizeListOf } from './prizes';

const SIZES = [3, 4, 5] as const;
const CONDITIONS: TWinCondition[] = ['line', 'two-lines', 'full'];

/** A brute-force checker written from the rule's words, sharing no code with win.ts. */
function bruteForce(marked: readonly boolean[], n: number, condition: TWinCondition): boolean {
  const at = (r: number, c: number) => marked[r * n + c] === true;
  let lines = 0;
  for (let r = 0; r < n; r++) {
    let all = true;
    for (let c = 0; c < n; c++) all &&= at(r, c);
    if (all) lines++;
  }
  for (let c = 0; c < n; c++) {
    let all = true;
    for (let r = 0; r < n; r++) all &&= at(r, c);
    if (all) lines++;
  }
  let down = true;
  let up = true;
  for (let i = 0; i < n; i++) {
    down &&= at(i, i);
    up &&= at(i, n - 1 - i);
  }
  lines += Number(down) + Number(up);
  if (condition === 'full') return marked.length === n * n && marked.every((m) => m);
  return lines >= (condition === 'two-lines' ? 2 : 1);
}

const card = (n: number, marked: number[]) => {
  const centre = Math.floor((n * n) / 2);
  return Array.from({ length: n * n }, (_, i) => i === centre || marked.includes(i));
};
const row = (n: number, r: number) => Array.from({ length: n }, (_, c) => r * n + c);
const col = (n: number, c: number) => Array.from({ length: n }, (_, r) => r * n + c);
const diag = (n: number) => Array.from({ length: n }, (_, i) => i * n + i);
const anti = (n: number) => Array.from({ length: n }, (_, i) => i * n + (n - 1 - i));

describe.each(SIZES)('win rules on a card %i cells wide', (n) => {
  it('line: any row, column or diagonal, and not one cell short', () => {
    for (const line of [row(n, 0), row(n, n - 1), col(n, 0), col(n, n - 1), diag(n), anti(n)]) {
      expect(meetsWinCondition(card(n, line), n, 'line')).toBe(true);
      expect(meetsWinCondition(card(n, line), n, 'two-lines')).toBe(false);
      const centre = Math.floor((n * n) / 2);
      const short = line.filter((i) => i !== line.find((j) => j !== centre));
      expect(meetsWinCondition(card(n, short), n, 'line')).toBe(false);
    }
  });

  it('two lines: two distinct lines, crossing (sharing a cell) or parallel', () => {
    expect(meetsWinCondition(card(n, [...row(n, 0), ...row(n, n - 1)]), n, 'two-lines')).toBe(true);
    expect(meetsWinCondition(card(n, [...row(n, 0), ...col(n, 0)]), n, 'two-lines')).toBe(true);
    expect(meetsWinCondition(card(n, [...diag(n), ...anti(n)]), n, 'two-lines')).toBe(true);
    expect(completeLineCount(card(n, [...diag(n), ...anti(n)]), n)).toBe(2);
    // One line plus a line missing a cell is still one line.
    expect(meetsWinCondition(card(n, [...row(n, 0), ...col(n, 0).slice(0, n - 1)]), n, 'two-lines')).toBe(
      false,
    );
    expect(meetsWinCondition(card(n, [...row(n, 0), ...row(n, n - 1)]), n, 'full')).toBe(false);
  });

  it('full card: every cell, and every line is complete', () => {
    const all = Array.from({ length: n * n }, (_, i) => i);
    expect(meetsWinCondition(card(n, all), n, 'full')).toBe(true);
    expect(completeLineCount(card(n, all), n)).toBe(2 * n + 2);
    expect(meetsWinCondition(card(n, all.slice(1)), n, 'full')).toBe(false);
  });

  it('agrees with a brute-force checker on random cards (property)', () => {
    fc.assert(
      fc.property(
        // Dense cards too: most random cards have no line at all.
        fc.array(fc.boolean(), { minLength: n * n, maxLength: n * n }),
        fc.array(fc.nat({ max: 2 * n + 1 }), { maxLength: 3 }),
        fc.constantFrom(...CONDITIONS),
        (bits, forcedLines, condition) => {
          const marked = [...bits];
          const lines = [
            ...Array.from({ length: n }, (_, r) => row(n, r)),
            ...Array.from({ length: n }, (_, c) => col(n, c)),
            diag(n),
            anti(n),
          ];
          for (const l of forcedLines) for (const i of lines[l] ?? []) marked[i] = true;
          expect(meetsWinCondition(marked, n, condition)).toBe(bruteForce(marked, n, condition));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a stronger condition always implies the weaker ones (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: n * n, maxLength: n * n }), (marked) => {
        if (meetsWinCondition(marked, n, 'full'))
          expect(meetsWinCondition(marked, n, 'two-lines')).toBe(true);
        if (meetsWinCondition(marked, n, 'two-lines'))
          expect(meetsWinCondition(marked, n, 'line')).toBe(true);
      }),
    );
  });
});

describe('prize rules', () => {
  const parse = (prizes: unknown) => ZGameSetupUpdate.safeParse({ prizes });
  const messages = (prizes: unknown) => {
    const r = parse(prizes);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('accepts one to five prizes from the easiest to the hardest, names normalised', () => {
    const r = parse([
      { name: '  First\u00a0line ', condition: 'line' },
      { name: 'Second line', condition: 'line' },
      { name: 'Two lines', condition: 'two-lines' },
      { name: 'Ｆull card', condition: 'full' },
    ]);
    expect(r.success).toBe(true);
    expect(r.data?.prizes?.map((p) => p.name)).toEqual([
      'First line',
      'Second line',
      'Two lines',
      'Full card',
    ]);
  });

  it('refuses bad prize lists with a clear message', () => {
    expect(messages([])).toEqual(['Add at least one prize']);
    expect(messages(Array.from({ length: 6 }, (_, i) => ({ name: `P${i}`, condition: 'full' })))).toEqual([
      'A game can have at most 5 prizes',
    ]);
    expect(
      messages([
        { name: 'Full card', condition: 'full' },
        { name: 'A line', condition: 'line' },
      ]),
    ).toEqual(['Prizes go from the easiest win to the hardest: a line, then two lines, then a full card']);
    expect(
      messages([
        { name: 'Line', condition: 'line' },
        { name: 'LINE', condition: 'full' },
      ]),
    ).toEqual(['"LINE" is already a prize']);
    expect(messages([{ name: ' \u200b ', condition: 'line' }])).toEqual([
      'Prize name must have letters, numbers or symbols you can see',
    ]);
    expect(messages([{ name: '', condition: 'line' }])).toEqual(['Each prize needs a name']);
    expect(messages([{ name: 'x'.repeat(41), condition: 'line' }])).toEqual([
      'Prize name must be at most 40 characters',
    ]);
    expect(messages([{ name: 'Corner', condition: 'corners' }])).toEqual([
      'Win condition must be full, line or two-lines',
    ]);
    expect(messages([{ name: 'A', condition: 'line', extra: 1 }]).length).toBe(1);
    expect(ZGameSetupUpdate.safeParse({ winMode: 'all' }).success).toBe(false);
    expect(ZGameSetupUpdate.safeParse({ winCondition: 'two-lines' }).success).toBe(true);
  });

  it('lists the prizes of each mode and finds the next one to award', () => {
    const list = prizeListOf(
      'prizes',
      [
        { name: 'First line', condition: 'line' },
        { name: 'Full card', condition: 'full' },
      ],
      'full',
    );
    expect(prizeListOf('first', list, 'two-lines')).toEqual([{ name: 'BINGO!', condition: 'two-lines' }]);
    expect(nextPrizeIndex(list, [])).toBe(0);
    const wins = [{ index: 0, playerId: 'a', awardedAt: '2026-01-01T00:00:00.000Z' }];
    expect(nextPrizeIndex(list, wins)).toBe(1);
    expect(nextPrizeIndex(list, [...wins, { index: 1, playerId: 'b', awardedAt: 'x' }])).toBeNull();
    expect(prizeAwardsOf(list, wins, (id) => id.toUpperCase())).toEqual([
      {
        place: 1,
        name: 'First line',
        condition: 'line',
        winner: { id: 'a', name: 'A' },
        awardedAt: wins[0]?.awardedAt,
      },
      { place: 2, name: 'Full card', condition: 'full', winner: null, awardedAt: null },
    ]);
    expect(winConditionStrength('line')).toBeLessThan(winConditionStrength('two-lines'));
  });

  it('ranks prize winners first: the grand prize, then harder prizes, then the rest by progress', () => {
    const p = (id: string, markedCount: number) => ({
      id,
      name: id,
      status: 'in_progress' as const,
      markedCount,
      totalCount: 24,
      completedAt: null,
      lastMarkedAt: null,
      first: false,
      joinedAt: '2026-01-01T00:00:00.000Z',
    });
    const prizes = [
      {
        place: 1,
        name: 'First line',
        condition: 'line' as const,
        winner: { id: 'a', name: 'a' },
        awardedAt: 't1',
      },
      {
        place: 2,
        name: 'Two lines',
        condition: 'two-lines' as const,
        winner: { id: 'b', name: 'b' },
        awardedAt: 't2',
      },
      {
        place: 3,
        name: 'Full card',
        condition: 'full' as const,
        winner: { id: 'c', name: 'c' },
        awardedAt: 't3',
      },
    ];
    const ranked = rankCards([p('d', 20), p('a', 5), p('b', 9), p('c', 24)], 'c', prizes);
    expect(ranked.map((e) => [e.id, e.rank, e.prize, e.isWinner])).toEqual([
      ['c', 1, 'Full card', true],
      ['b', 2, 'Two lines', false],
      ['a', 3, 'First line', false],
      ['d', 4, null, false],
    ]);
    // Without prizes the entries keep their old shape.
    expect(rankCards([p('a', 1)], null)[0]).not.toHaveProperty('prize');
  });
});
