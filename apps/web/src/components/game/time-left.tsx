import type { TGameSummary } from '@picture-bingo/shared';
import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-clock';
import { timeLeft, timeLeftText } from '@/lib/time-left';

type Clock = Pick<TGameSummary, 'status' | 'phase' | 'endsAt'>;

/** The game's time left, ticking each second while the clock runs (on the server's clock). */
export function TimeLeft({ game, className }: { game: Clock; className?: string }) {
  const [now, setNow] = useState(serverNow);
  const left = timeLeft(game, now);
  const running = left.kind === 'running';

  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(serverNow());
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [running, game.endsAt]);

  // A timer is not read out on every tick (role="timer" is not a live region by default).
  return (
    <span role="timer" className={className}>
      {timeLeftText(left)}
    </span>
  );
}
