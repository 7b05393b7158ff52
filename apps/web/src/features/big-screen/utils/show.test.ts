import { describe, expect, it } from 'vitest';
import type { TLeaderboard } from '@picture-bingo/shared';
import {
  countdownNumber,
  emptyShow,
  isFreshWinner,
  isLiveStart,
  leavesPrize,
  nextChangeAt,
  showReducer,
  type ShowAction,
  type ShowState,
} from './show';
import {
  BINGO_REVEAL_MS,
  COUNTDOWN_LATE_MS,
  COUNTDOWN_MS,
  PRIZE_REVEAL_MS,
  WINNER_REVEAL_MS,
} from './show-times';

const T0 = 1_750_000_000_000;
const call = (playerId: string, playerName = playerId) => ({
  playerId,
  playerName,
  calledAt: '2025-07-01T10:00:00.000Z',
});
const leaderboard: TLeaderboard = {
  winner: { id: 'p1', name: 'Ann' },
  decidedAt: '2025-07-01T10:20:00.000Z',
  entries: [],
};
const run = (actions: ShowAction[], from: ShowState = emptyShow) => actions.reduce(showReducer, from);

describe('the countdown', () => {
  it('shows 3, 2, 1 over three seconds, then nothing', () => {
    const state = run([{ type: 'started', now: T0 }]);
    expect(countdownNumber(state, T0)).toBe(3);
    expect(countdownNumber(state, T0 + 999)).toBe(3);
    expect(countdownNumber(state, T0 + 1000)).toBe(2);
    expect(countdownNumber(state, T0 + 2500)).toBe(1);
    expect(countdownNumber(state, T0 + COUNTDOWN_MS)).toBeNull();
    expect(run([{ type: 'tick', now: T0 + COUNTDOWN_MS }], state).countdownEndsAt).toBeNull();
    expect(countdownNumber(emptyShow, T0)).toBeNull();
  });

  it('asks to be woken at each second of the countdown and at its end', () => {
    const state = run([{ type: 'started', now: T0 }]);
    expect(nextChangeAt(state, T0)).toBe(T0 + 1000);
    expect(nextChangeAt(state, T0 + 1200)).toBe(T0 + 2000);
    expect(nextChangeAt(state, T0 + 2999)).toBe(T0 + 3000);
    expect(nextChangeAt(emptyShow, T0)).toBeNull();
  });

  it('counts down only a start seen live: from the lobby to playing, started moments ago', () => {
    const startedAt = new Date(T0).toISOString();
    expect(isLiveStart('lobby', 'playing', startedAt, T0 + 500)).toBe(true);
    // A screen opened (or reloaded) on a game already underway.
    expect(isLiveStart(null, 'playing', startedAt, T0 + 500)).toBe(false);
    expect(isLiveStart('playing', 'playing', startedAt, T0 + 500)).toBe(false);
    // Seen too late (the screen only connected then): the game is already underway.
    expect(isLiveStart('lobby', 'playing', startedAt, T0 + COUNTDOWN_LATE_MS)).toBe(false);
    expect(isLiveStart('lobby', 'playing', null, T0)).toBe(false);
    expect(isLiveStart('lobby', 'completed', startedAt, T0)).toBe(false);
  });
});

describe('the reveals', () => {
  it('shows a BINGO! for a while, then the next one waiting, then nothing', () => {
    let state = run([
      { type: 'bingo', call: call('p1', 'Ann'), now: T0 },
      { type: 'bingo', call: call('p2', 'Bob'), now: T0 + 2000 },
    ]);
    expect(state.reveal).toEqual({ kind: 'bingo', call: call('p1', 'Ann') });
    expect(state.queue).toEqual([{ kind: 'bingo', call: call('p2', 'Bob') }]);
    expect(nextChangeAt(state, T0 + 2000)).toBe(T0 + BINGO_REVEAL_MS);

    state = run([{ type: 'tick', now: T0 + BINGO_REVEAL_MS - 1 }], state);
    expect(state.reveal).toEqual({ kind: 'bingo', call: call('p1', 'Ann') });
    state = run([{ type: 'tick', now: T0 + BINGO_REVEAL_MS }], state);
    expect(state.reveal).toEqual({ kind: 'bingo', call: call('p2', 'Bob') });
    expect(state.revealEndsAt).toBe(T0 + 2 * BINGO_REVEAL_MS);
    state = run([{ type: 'tick', now: T0 + 2 * BINGO_REVEAL_MS }], state);
    expect(state).toEqual(emptyShow);
  });

  it('shows the same player once, however often the call arrives', () => {
    const state = run([
      { type: 'bingo', call: call('p1'), now: T0 },
      { type: 'bingo', call: call('p2'), now: T0 },
      { type: 'bingo', call: call('p1'), now: T0 + 1 },
      { type: 'bingo', call: call('p2'), now: T0 + 2 },
    ]);
    expect(state.reveal).toEqual({ kind: 'bingo', call: call('p1') });
    expect(state.queue).toEqual([{ kind: 'bingo', call: call('p2') }]);
  });

  it('the winner outranks everything: the countdown, a BINGO! on screen and those waiting', () => {
    let state = run([
      { type: 'started', now: T0 },
      { type: 'bingo', call: call('p1'), now: T0 },
      { type: 'bingo', call: call('p2'), now: T0 },
      { type: 'winner', leaderboard, now: T0 + 100 },
    ]);
    expect(state).toEqual({
      countdownEndsAt: null,
      reveal: { kind: 'winner', leaderboard },
      revealEndsAt: T0 + 100 + WINNER_REVEAL_MS,
      queue: [],
      winnerRevealed: true,
    });
    // A late BINGO! or a second winner event changes nothing.
    expect(run([{ type: 'bingo', call: call('p3'), now: T0 + 200 }], state)).toBe(state);
    expect(run([{ type: 'winner', leaderboard, now: T0 + 300 }], state)).toBe(state);
    state = run([{ type: 'tick', now: T0 + 100 + WINNER_REVEAL_MS }], state);
    expect(state.reveal).toBeNull();
    // Revealed once: the leaderboard fetched again afterwards is not a second reveal.
    expect(run([{ type: 'winner', leaderboard, now: T0 + 99_000 }], state)).toBe(state);
  });

  describe('prizes', () => {
    const award = (place: number, name: string, winner: string | null) => ({
      place,
      name,
      condition: place === 3 ? ('full' as const) : ('line' as const),
      winner: winner === null ? null : { id: winner, name: winner.toUpperCase() },
      awardedAt: winner === null ? null : '2025-07-01T10:05:00.000Z',
    });
    const first = {
      prize: award(1, 'Bubbly', 'p1'),
      prizes: [award(1, 'Bubbly', 'p1'), award(2, 'Mug', null)],
    };
    const second = {
      prize: award(2, 'Mug', 'p2'),
      prizes: [award(1, 'Bubbly', 'p1'), award(2, 'Mug', 'p2'), award(3, 'Stick', null)],
    };

    it('reveals a prize that leaves another to play for, for its own while, then the live game returns', () => {
      let state = run([{ type: 'prize', moment: first, now: T0 }]);
      expect(state.reveal).toEqual({ kind: 'prize', moment: first });
      expect(nextChangeAt(state, T0)).toBe(T0 + PRIZE_REVEAL_MS);
      state = run([{ type: 'tick', now: T0 + PRIZE_REVEAL_MS - 1 }], state);
      expect(state.reveal?.kind).toBe('prize');
      state = run([{ type: 'tick', now: T0 + PRIZE_REVEAL_MS }], state);
      expect(state).toEqual(emptyShow);
    });

    it('leaves the last prize to the winner reveal, and shows a prize once however often it arrives', () => {
      const last = {
        prize: award(2, 'Mug', 'p2'),
        prizes: [award(1, 'Bubbly', 'p1'), award(2, 'Mug', 'p2')],
      };
      expect(leavesPrize(last)).toBe(false);
      expect(run([{ type: 'prize', moment: last, now: T0 }])).toEqual(emptyShow);
      const twice = run([
        { type: 'prize', moment: first, now: T0 },
        { type: 'prize', moment: first, now: T0 + 5 },
      ]);
      expect(twice.queue).toEqual([]);
    });

    it('queues moments that arrive together in their order; the prize says a waiting BINGO! of its winner', () => {
      let state = run([
        { type: 'bingo', call: call('p3'), now: T0 },
        { type: 'bingo', call: call('p1'), now: T0 + 1 },
        { type: 'bingo', call: call('p4'), now: T0 + 2 },
        { type: 'prize', moment: first, now: T0 + 3 },
        { type: 'prize', moment: second, now: T0 + 4 },
      ]);
      expect(state.reveal).toEqual({ kind: 'bingo', call: call('p3') });
      expect(state.queue).toEqual([
        { kind: 'bingo', call: call('p4') },
        { kind: 'prize', moment: first },
        { kind: 'prize', moment: second },
      ]);
      state = run([{ type: 'tick', now: T0 + BINGO_REVEAL_MS }], state);
      expect(state.reveal).toEqual({ kind: 'bingo', call: call('p4') });
      state = run([{ type: 'tick', now: T0 + 2 * BINGO_REVEAL_MS }], state);
      expect(state.reveal).toEqual({ kind: 'prize', moment: first });
      expect(state.revealEndsAt).toBe(T0 + 2 * BINGO_REVEAL_MS + PRIZE_REVEAL_MS);
      state = run([{ type: 'tick', now: state.revealEndsAt }], state);
      expect(state.reveal).toEqual({ kind: 'prize', moment: second });
      // The last prize's winner event ends every moment still shown or waiting.
      state = run([{ type: 'winner', leaderboard, now: T0 + 40_000 }], state);
      expect(state.reveal?.kind).toBe('winner');
      expect(run([{ type: 'prize', moment: second, now: T0 + 40_001 }], state)).toBe(state);
    });
  });

  it('reveals a winner fetched after a missed event only when the screen saw the game and it is fresh', () => {
    const decidedAt = new Date(T0).toISOString();
    expect(isFreshWinner(true, decidedAt, T0 + 2000)).toBe(true);
    expect(isFreshWinner(false, decidedAt, T0 + 2000)).toBe(false);
    expect(isFreshWinner(true, decidedAt, T0 + COUNTDOWN_LATE_MS)).toBe(false);
  });
});
