import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-clock';
import { timeLeft, timeLeftText, type Clock } from '@/game/time-left';

/**
 * The game's time left ("11:59", shown after a "Time left" label), ticking each second while the clock runs (on
 * the server's clock); once play is over, how it ended.
 */
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
