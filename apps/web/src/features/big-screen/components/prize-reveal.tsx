import type { TWinCondition } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { useScreenPlayer } from '../hooks/use-screen-player';
import type { PrizeMoment } from '../utils/show';
import { completeLineCells } from './player-card';
import { RevealFrame } from './reveal-frame';

/** "Next up: … for the {next}", by what the next prize needs. */
const NEXT_UP: Record<TWinCondition, (inputs: { next: string }) => string> = {
  line: (inputs) => m.screen_next_up_line(inputs),
  'two-lines': (inputs) => m.screen_next_up_two_lines(inputs),
  full: (inputs) => m.screen_next_up_full(inputs),
};

/** The headline growing in: from half its size and clear, with a little overshoot. */
const GROW_IN: Keyframe[] = [
  { transform: 'scale(0.5)', opacity: 0 },
  { transform: 'scale(1.08)', opacity: 1, offset: 0.6 },
  { transform: 'scale(1)', opacity: 1 },
];

/**
 * A prize other than the last was awarded: the whole screen names its winner and the prize, shows their card with
 * the winning lines framed, and what the room plays for next.
 */
export function PrizeReveal({ code, moment }: { code: string; moment: PrizeMoment }) {
  const { prize, prizes } = moment;
  const winner = prize.winner;
  const { player, failed } = useScreenPlayer(code, winner?.id ?? '');
  const next = prizes.find((p) => p.winner === null);

  if (!winner) return null;
  return (
    <RevealFrame
      id="prize-reveal"
      tone="amber"
      title={rich(m.screen_prize_won, {
        name: <bdi className="text-white">{winner.name}</bdi>,
        prize: <bdi>{prize.name}</bdi>,
      })}
      titleClass="max-w-full text-8xl leading-tight font-black [overflow-wrap:anywhere] text-amber-300"
      entrance={GROW_IN}
      showing={prize.place}
      gap="gap-10"
      player={player}
      failed={failed}
      cardSize="size-[min(56rem,calc(100dvh_-_6rem))]"
      lit={player && prize.condition !== 'full' ? completeLineCells(player.cells) : null}
    >
      {next && (
        <p className="max-w-full rounded-3xl bg-amber-900 px-10 py-6 text-5xl font-semibold [overflow-wrap:anywhere] text-amber-50">
          {NEXT_UP[next.condition]({ next: next.name })}
        </p>
      )}
    </RevealFrame>
  );
}
