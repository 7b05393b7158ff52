import { gameStage, isBeforeStart, isPlayOver, type TGameSummary } from '@picture-bingo/shared';
import { currentLocale, m } from '@/lib/i18n/messages';

/** How play ended: the host chose the winner, cancelled, ended play early, or the time ran out. */
export type PlayEnd = 'winner-chosen' | 'cancelled' | 'host-ended' | 'time-up';

export type TimeLeft =
  | { kind: 'lobby' }
  | { kind: 'unlimited' }
  | { kind: 'paused' }
  /** `end`: how play ended ("Time is up!", "The host ended the game", "The winner has been chosen"…). */
  | { kind: 'over'; end?: PlayEnd }
  | { kind: 'running'; ms: number };

export type Clock = Pick<TGameSummary, 'status' | 'phase' | 'endsAt' | 'endedEarly'>;

/** Where a game's clock stands at `now` (server time): the server decides, endsAt is its deadline. */
export function timeLeft(game: Clock, now: number): TimeLeft {
  const stage = gameStage(game, now);
  if (isPlayOver(stage)) {
    const end: PlayEnd =
      stage === 'completed'
        ? 'winner-chosen'
        : stage === 'cancelled'
          ? 'cancelled'
          : stage === 'time-up' && game.endedEarly
            ? 'host-ended'
            : 'time-up';
    return { kind: 'over', end };
  }
  if (isBeforeStart(stage)) return { kind: 'lobby' };
  if (stage === 'paused') return { kind: 'paused' };
  // Playing: before endsAt, if there is one.
  return game.endsAt ? { kind: 'running', ms: Date.parse(game.endsAt) - now } : { kind: 'unlimited' };
}

/** What a screen says once play is over, in the shown language. */
const PLAY_END_TEXTS: Record<PlayEnd, () => string> = {
  'winner-chosen': () => m.game_over_winner_chosen(),
  cancelled: () => m.game_over_cancelled(),
  'host-ended': () => m.game_over_host_ended(),
  'time-up': () => m.game_clock_time_up(),
};

/** A duration as m:ss, or h:mm:ss from an hour up; partial seconds round up (0:01 until it is over). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  // The shown language's digits ("11:59" in English).
  const locale = currentLocale();
  const one = new Intl.NumberFormat(locale, { useGrouping: false });
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return hours > 0
    ? `${one.format(hours)}:${two.format(minutes)}:${two.format(seconds)}`
    : `${one.format(minutes)}:${two.format(seconds)}`;
}

/** What a screen shows for the clock, after its "Time left" label: "11:59", "Paused", "Time is up!"… */
export function timeLeftText(left: TimeLeft): string {
  switch (left.kind) {
    case 'lobby':
      return m.game_clock_not_started();
    case 'unlimited':
      return m.game_clock_unlimited();
    case 'paused':
      return m.game_clock_paused();
    case 'over':
      return PLAY_END_TEXTS[left.end ?? 'time-up']();
    case 'running':
      return formatDuration(left.ms);
  }
}
