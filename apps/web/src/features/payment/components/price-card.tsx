import { PRICE_PER_GAME_CENTS } from '@picture-bingo/shared';
import { SetupStep } from '@/components/game/setup-step';
import { m } from '@/lib/i18n/messages';
import { formatPrice } from '../utils/format-price';

/** The spec's offer: $20, one-time, for 1 game. */
export function PriceCard({ eventTitle }: { eventTitle: string }) {
  return (
    <section aria-labelledby="price-title" className="flex flex-col gap-1">
      <SetupStep step="pricing" />
      <h2
        id="price-title"
        className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900"
        dir="auto"
      >
        {eventTitle || m.setup_untitled()}
      </h2>
      <p className="text-4xl font-bold tracking-tight text-slate-900">{formatPrice(PRICE_PER_GAME_CENTS)}</p>
      <p className="font-medium text-slate-700">{m.pay_one_time()}</p>
      <p className="text-sm text-slate-600">{m.pay_for_one_game()}</p>
    </section>
  );
}
