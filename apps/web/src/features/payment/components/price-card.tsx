import { PRICE_PER_GAME_CENTS, UNTITLED_GAME } from '@picture-bingo/shared';
import { formatPrice } from '../utils/format-price';

/** The spec's offer: $20, one-time, for 1 game. */
export function PriceCard({ eventTitle }: { eventTitle: string }) {
  return (
    <section aria-labelledby="price-title" className="flex flex-col gap-1">
      <h2 id="price-title" className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
        {eventTitle || UNTITLED_GAME}
      </h2>
      <p className="text-4xl font-bold tracking-tight text-slate-900">{formatPrice(PRICE_PER_GAME_CENTS)}</p>
      <p className="font-medium text-slate-700">One-time payment</p>
      <p className="text-sm text-slate-600">For 1 game: the room opens to players as soon as it is paid.</p>
    </section>
  );
}
