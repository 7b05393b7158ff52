import type { TPrizeAward } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/**
 * A prize game's prizes on the final page, in their own order (the first prize first), each with its winner.
 * Sized by the screen's height, like the rest of the page.
 */
export function ScreenPrizes({ prizes }: { prizes: readonly TPrizeAward[] }) {
  return (
    <section
      aria-labelledby="screen-prizes-title"
      className="flex shrink-0 flex-col gap-[0.5dvh] rounded-3xl bg-amber-100 px-[2.5dvh] py-[1.5dvh] text-amber-950"
    >
      <h3 id="screen-prizes-title" className="text-[4dvh] leading-[1.2] font-bold">
        {m.game_prizes()}
      </h3>
      <ol className="flex flex-col text-[3.2dvh] leading-[1.25]">
        {prizes.map((prize) => (
          <li key={prize.place} data-testid="screen-prize" className="truncate">
            {formatCount(prize.place)}. <bdi className="font-semibold">{prize.name}</bdi>:{' '}
            {prize.winner ? (
              <bdi>{prize.winner.name}</bdi>
            ) : (
              <span className="italic">{m.game_not_won_yet()}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
