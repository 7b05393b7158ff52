import type { TLeaderboard, TPrizeAward } from '@picture-bingo/shared';
import type { ScreenMode } from './photo-wall';
import {
  BINGO_REVEAL_MS,
  COUNTDOWN_FROM,
  COUNTDOWN_LATE_MS,
  COUNTDOWN_MS,
  PRIZE_REVEAL_MS,
  WINNER_REVEAL_MS,
} from './show-times';

/**
 * The big screen's moments, as pure state: the 3-2-1 countdown when the game starts, the BINGO! reveal when a
 * player's BINGO! is accepted, a prize's reveal when a prize other than the last is awarded, and the winner reveal
 * before the final leaderboard. Times are the screen's own clock (ms since the epoch): a moment lasts a fixed while
 * (show-times.ts) from when the screen saw it happen.
 */

export interface BingoCall {
  playerId: string;
  playerName: string;
  calledAt: string;
}

/** A prize just awarded, with every prize of the game (the next one to play for is the first not won). */
export interface PrizeMoment {
  prize: TPrizeAward;
  prizes: TPrizeAward[];
}

/** A moment that waits its turn: BINGO! calls and prizes are shown one after another, in the order they came. */
export type QueuedReveal = { kind: 'bingo'; call: BingoCall } | { kind: 'prize'; moment: PrizeMoment };

export type Reveal = QueuedReveal | { kind: 'winner'; leaderboard: TLeaderboard };

export interface ShowState {
  /** When the countdown ends, or null when none runs. */
  countdownEndsAt: number | null;
  /** What is revealed now, and until when. */
  reveal: Reveal | null;
  revealEndsAt: number;
  /** BINGO! calls and prizes waiting for the one on screen to finish, in the order they came. */
  queue: QueuedReveal[];
  /** The winner was revealed: the game is over, it is not revealed again. */
  winnerRevealed: boolean;
}

export const emptyShow: ShowState = {
  countdownEndsAt: null,
  reveal: null,
  revealEndsAt: 0,
  queue: [],
  winnerRevealed: false,
};

export type ShowAction =
  | { type: 'started'; now: number }
  | { type: 'bingo'; call: BingoCall; now: number }
  | { type: 'prize'; moment: PrizeMoment; now: number }
  | { type: 'winner'; leaderboard: TLeaderboard; now: number }
  | { type: 'tick'; now: number };

const revealMs = (reveal: QueuedReveal) => (reveal.kind === 'bingo' ? BINGO_REVEAL_MS : PRIZE_REVEAL_MS);

const sameMoment = (a: Reveal, b: QueuedReveal) =>
  a.kind === 'bingo' && b.kind === 'bingo'
    ? a.call.playerId === b.call.playerId
    : a.kind === 'prize' && b.kind === 'prize' && a.moment.prize.place === b.moment.prize.place;

const isShownOrQueued = (state: ShowState, reveal: QueuedReveal) =>
  (state.reveal !== null && sameMoment(state.reveal, reveal)) ||
  state.queue.some((queued) => sameMoment(queued, reveal));

/** Whether a prize leaves another to play for: the last prize is the winner's reveal, not its own. */
export const leavesPrize = (moment: PrizeMoment) =>
  moment.prize.winner !== null && moment.prizes.some((p) => p.winner === null);

/** Shows a BINGO! call or a prize now, or queues it behind the moment on screen. */
function enqueue(state: ShowState, reveal: QueuedReveal, now: number): ShowState {
  // Once the winner is shown, a late moment changes nothing; the same moment twice is shown once.
  if (state.winnerRevealed || isShownOrQueued(state, reveal)) return state;
  if (state.reveal) return { ...state, queue: [...state.queue, reveal] };
  return { ...state, reveal, revealEndsAt: now + revealMs(reveal) };
}

export function showReducer(state: ShowState, action: ShowAction): ShowState {
  switch (action.type) {
    case 'started':
      return { ...state, countdownEndsAt: action.now + COUNTDOWN_MS };
    case 'bingo':
      return enqueue(state, { kind: 'bingo', call: action.call }, action.now);
    case 'prize': {
      if (state.winnerRevealed || !leavesPrize(action.moment)) return state;
      const winnerId = action.moment.prize.winner?.id;
      // The prize's reveal names its winner with their card: a BINGO! of theirs still waiting is said by it.
      const queue = state.queue.filter((q) => !(q.kind === 'bingo' && q.call.playerId === winnerId));
      return enqueue({ ...state, queue }, { kind: 'prize', moment: action.moment }, action.now);
    }
    case 'winner':
      // The end of the game outranks everything still waiting, and is revealed once (event or fetch, whichever
      // comes first).
      if (state.winnerRevealed) return state;
      return {
        countdownEndsAt: null,
        reveal: { kind: 'winner', leaderboard: action.leaderboard },
        revealEndsAt: action.now + WINNER_REVEAL_MS,
        queue: [],
        winnerRevealed: true,
      };
    case 'tick': {
      const now = action.now;
      let next = state;
      if (next.countdownEndsAt !== null && now >= next.countdownEndsAt)
        next = { ...next, countdownEndsAt: null };
      if (next.reveal && now >= next.revealEndsAt) {
        const [reveal, ...queue] = next.queue;
        next = reveal
          ? { ...next, reveal, revealEndsAt: now + revealMs(reveal), queue }
          : { ...next, reveal: null, revealEndsAt: 0, queue: [] };
      }
      return next;
    }
  }
}

/** The number the countdown shows at `now` (3, 2, 1), or null when no countdown runs. */
export function countdownNumber(state: ShowState, now: number): number | null {
  if (state.countdownEndsAt === null || now >= state.countdownEndsAt) return null;
  return Math.min(COUNTDOWN_FROM, Math.max(1, Math.ceil((state.countdownEndsAt - now) / 1000)));
}

/** When the state next changes by itself (for a timer), or null when nothing is timed. */
export function nextChangeAt(state: ShowState, now: number): number | null {
  const times: number[] = [];
  if (state.countdownEndsAt !== null) {
    // Each second of the countdown, and its end.
    const left = state.countdownEndsAt - now;
    times.push(left > 0 ? now + (left % 1000 || 1000) : now);
  }
  if (state.reveal) times.push(state.revealEndsAt);
  return times.length ? Math.min(...times) : null;
}

/**
 * Whether a change of mode seen live is the game starting now: from the lobby to playing, with the server's start
 * time (`startedAt`, read on the server's clock `serverNow`) recent enough to count down.
 */
export function isLiveStart(
  previous: ScreenMode | null,
  mode: ScreenMode,
  startedAt: string | null,
  serverNow: number,
): boolean {
  if (previous !== 'lobby' || mode !== 'playing' || !startedAt) return false;
  const since = serverNow - Date.parse(startedAt);
  return Number.isFinite(since) && since < COUNTDOWN_LATE_MS;
}

/**
 * Whether a final leaderboard is news to reveal: the screen saw the game being played, and the winner was chosen
 * moments ago (server clock). This catches a winner whose event was missed while the screen reconnected.
 */
export function isFreshWinner(sawPlay: boolean, decidedAt: string, serverNow: number): boolean {
  const since = serverNow - Date.parse(decidedAt);
  return sawPlay && Number.isFinite(since) && since < COUNTDOWN_LATE_MS;
}
