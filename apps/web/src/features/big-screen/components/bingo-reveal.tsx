import { useEffect, useRef } from 'react';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { useScreenPlayer } from '../hooks/use-screen-player';
import type { BingoCall } from '../utils/show';
import { animateIn } from '../utils/motion';
import { PlayerCard } from './player-card';

/** A player's BINGO! was accepted: the whole screen says so, with their name and their card of photos. */
export function BingoReveal({ code, call }: { code: string; call: BingoCall }) {
  // A caller beyond the screen's page of a large game has their card read on its own.
  const { player, failed: noCard } = useScreenPlayer(code, call.playerId);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    animateIn(
      title.current,
      [
        { transform: 'scale(0.3) rotate(-8deg)', opacity: 0 },
        { transform: 'scale(1.15) rotate(2deg)', opacity: 1, offset: 0.6 },
        { transform: 'scale(1) rotate(0)', opacity: 1 },
      ],
      { duration: 700, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
    );
  }, [call.playerId]);

  return (
    <section
      aria-labelledby="bingo-reveal-title"
      aria-live="assertive"
      data-testid="bingo-reveal"
      className="fixed inset-0 z-40 flex items-center gap-16 bg-violet-950 p-12 text-white"
    >
      <div className="flex min-w-0 flex-1 flex-col items-center gap-8 text-center">
        <h2
          id="bingo-reveal-title"
          ref={title}
          className="text-[13rem] leading-none font-black tracking-tight text-amber-300"
        >
          {/* The call itself, never translated (in Arabic isolated, so its "!" stays after it). */}
          {m.board_bingo()}
        </h2>
        <p className="max-w-full text-8xl font-bold [overflow-wrap:anywhere]">
          <bdi>{call.playerName}</bdi>
        </p>
        {player && (
          <p className="text-5xl text-violet-200">
            {m.screen_photos_marked({
              marked: formatCount(player.markedCount),
              total: formatCount(player.totalCount),
            })}
          </p>
        )}
      </div>
      {player ? (
        <PlayerCard player={player} sizeClass="size-[min(60rem,calc(100dvh_-_6rem))]" />
      ) : (
        <p className="text-4xl text-violet-200">{noCard ? '' : m.screen_loading_card()}</p>
      )}
    </section>
  );
}
