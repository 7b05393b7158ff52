import {
  CLOCK_TEXTS,
  gameStage,
  isBeforeStart,
  isPlayOver,
  playOverText,
  type TGameSummary,
} from '@picture-bingo/shared';

export type TimeLeft =
  | { kind: 'lobby' }
  | { kind: 'unlimited' }
  | { kind: 'paused' }
  /** `text`: how play ended ("Time is up!", "The host ended the game", "The winner has been chosen"…). */
  | { kind: 'over'; text?: string }
  | { kind: 'running'; ms: number };

export type Clock = Pick<TGameSummary, 'status' | 'phase' | 'endsAt' | 'endedEarly'>;

/** Where a game's clock stands at `now` (server time): the server decides, endsAt is its deadline. */
export function timeLeft(game: Clock, now: number): TimeLeft {
  const stage = gameStage(game, now);
  if (isPlayOver(stage)) return { kind: 'over', text: playOverText(game, now) ?? CLOCK_TEXTS.timeUp };
  if (isBeforeStart(stage)) return { kind: 'lobby' };
  if (stage === 'paused') return { kind: 'paused' };
  // Playing: before endsAt, if there is one.
  return game.endsAt ? { kind: 'running', ms: Date.parse(game.endsAt) - now } : { kind: 'unlimited' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A duration as m:ss, or h:mm:ss from an hour up; partial seconds round up (0:01 until it is over). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** What a screen shows for the clock, after its "Time left" label: "11:59", "Paused", "Time is up!"… */
export function timeLeftText(left: TimeLeft): string {
  switch (left.kind) {
    case 'lobby':
      return CLOCK_TEXTS.notStarted;
    case 'unlimited':
      return CLOCK_TEXTS.unlimited;
    case 'paused':
      return CLOCK_TEXTS.paused;
    case 'over':
      return left.text ?? CLOCK_TEXTS.timeUp;
    case 'running':
      return formatDuration(left.ms);
  }
}
