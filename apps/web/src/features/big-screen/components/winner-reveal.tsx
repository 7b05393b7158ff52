import type { TLeaderboard } from '@picture-bingo/shared';
import { useEffect, useRef } from 'react';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { useScreenPlayer } from '../hooks/use-screen-player';
import { animateIn } from '../utils/motion';
import { PlayerCard } from './player-card';

/** The host chose the winner: their name and their card of photos, before the leaderboard. */
export function WinnerReveal({ code, leaderboard }: { code: string; leaderboard: TLeaderboard }) {
  const { player: winner } = useScreenPlayer(code, leaderboard.winner.id);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    animateIn(
      title.current,
      [
        { transform: 'translateY(2rem)', opacity: 0 },
        { transform: 'translateY(0)', opacity: 1 },
      ],
      { duration: 900, delay: 300, easing: 'ease-out', fill: 'backwards' },
    );
  }, []);

  return (
    <section
      aria-labelledby="winner-reveal-title"
      data-testid="winner-reveal"
      className="flex flex-1 items-center gap-16"
    >
      <div className="flex min-w-0 flex-1 flex-col items-center gap-8 text-center">
        <p className="text-6xl text-emerald-200">{m.screen_winner_coming()}</p>
        <h2
          id="winner-reveal-title"
          ref={title}
          className="max-w-full text-9xl font-black [overflow-wrap:anywhere] text-amber-300"
        >
          {rich(m.screen_winner, { name: <bdi>{leaderboard.winner.name}</bdi> })}
        </h2>
      </div>
      {winner && <PlayerCard player={winner} sizeClass="size-[min(52rem,calc(100dvh_-_14rem))]" />}
    </section>
  );
}
