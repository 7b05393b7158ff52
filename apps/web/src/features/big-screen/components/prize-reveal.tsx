import type { TWinCondition } from '@picture-bingo/shared';
import { useEffect, useRef } from 'react';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { useScreenPlayer } from '../hooks/use-screen-player';
import type { PrizeMoment } from '../utils/show';
import { animateIn } from '../utils/motion';
import { completeLineCells, PlayerCard } from './player-card';

/** "Next up: … for the {next}", by what the next prize needs. */
const NEXT_UP: Record<TWinCondition, (inputs: { next: string }) => string> = {
  line: (inputs) => m.screen_next_up_line(inputs),
  'two-lines': (inputs) => m.screen_next_up_two_lines(inputs),
  full: (inputs) => m.screen_next_up_full(inputs),
};

/**
 * A prize other than the last was awarded: the whole screen names its winner and the prize, shows their card with
 * the winning lines framed, and what the room plays for next.
 */
export function PrizeReveal({ code, moment }: { code: string; moment: PrizeMoment }) {
  const { prize, prizes } = moment;
  const winner = prize.winner;
  const { player, failed: noCard } = useScreenPlayer(code, winner?.id ?? '');
  const next = prizes.find((p) => p.winner === null);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    animateIn(
      title.current,
      [
        { transform: 'scale(0.5)', opacity: 0 },
        { transform: 'scale(1.08)', opacity: 1, offset: 0.6 },
        { transform: 'scale(1)', opacity: 1 },
      ],
      { duration: 700, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
    );
  }, [prize.place]);

  if (!winner) return null;
  const lit = player && prize.condition !== 'full' ? completeLineCells(player.cells) : null;
  return (
    <section
      aria-labelledby="prize-reveal-title"
      aria-live="assertive"
      data-testid="prize-reveal"
      className="fixed inset-0 z-40 flex items-center gap-16 bg-amber-950 p-12 text-white"
    >
      <div className="flex min-w-0 flex-1 flex-col items-center gap-10 text-center">
        <h2
          id="prize-reveal-title"
          ref={title}
          className="max-w-full text-8xl leading-tight font-black [overflow-wrap:anywhere] text-amber-300"
        >
          {rich(m.screen_prize_won, {
            name: <bdi className="text-white">{winner.name}</bdi>,
            prize: <bdi>{prize.name}</bdi>,
          })}
        </h2>
        {next && (
          <p className="max-w-full rounded-3xl bg-amber-900 px-10 py-6 text-5xl font-semibold [overflow-wrap:anywhere] text-amber-50">
            {NEXT_UP[next.condition]({ next: next.name })}
          </p>
        )}
      </div>
      {player ? (
        <PlayerCard player={player} sizeClass="size-[min(56rem,calc(100dvh_-_6rem))]" lit={lit} />
      ) : (
        <p className="text-4xl text-amber-200">{noCard ? '' : m.screen_loading_card()}</p>
      )}
    </section>
  );
}
