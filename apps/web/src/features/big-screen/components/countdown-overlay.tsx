import { useEffect, useRef } from 'react';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { animateIn } from '../utils/motion';

/** The game has just started: 3, 2, 1 on the whole screen. */
export function CountdownOverlay({ count }: { count: number }) {
  const number = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    animateIn(
      number.current,
      [
        { transform: 'scale(1.6)', opacity: 0 },
        { transform: 'scale(1)', opacity: 1 },
      ],
      { duration: 400, easing: 'ease-out' },
    );
  }, [count]);

  return (
    <section
      aria-label={m.screen_starting()}
      data-testid="countdown"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-slate-950 text-white"
    >
      <p className="text-7xl font-bold text-violet-300">{m.screen_get_ready()}</p>
      <p ref={number} role="timer" className="text-[24rem] leading-none font-black tabular-nums">
        {formatCount(count)}
      </p>
    </section>
  );
}
