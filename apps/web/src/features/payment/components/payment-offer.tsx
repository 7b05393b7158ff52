import type { TGame } from '@picture-bingo/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useClientConfig } from '@/lib/client-config';
import { SetupProblems } from '@/components/game/setup-problems';
import { m } from '@/lib/i18n/messages';
import { PrepaidGameOffer } from './prepaid-game-offer';
import { PriceCard } from './price-card';

export interface PaymentOfferProps {
  game: TGame;
  onMakePayment: () => void;
  /** On the way to the checkout: nothing else may start. */
  redirecting: boolean;
}

/** The price of an unpaid draft and the ways to pay for it: hosted checkout, or a prepaid game. */
export function PaymentOffer({ game, onMakePayment, redirecting }: PaymentOfferProps) {
  const config = useClientConfig();
  const ready = game.setupProblems.length === 0;

  return (
    <Card className="flex max-w-xl flex-col gap-5">
      <PriceCard eventTitle={game.eventTitle} />
      {!ready && <SetupProblems game={game} title={m.pay_finish_setup()} />}
      {config.data?.paymentProvider === 'local' && (
        <p className="text-sm text-slate-600">{m.pay_test_mode()}</p>
      )}
      <Button size="lg" className="self-start" onClick={onMakePayment} disabled={!ready || redirecting}>
        {m.pay_make_payment()}
      </Button>
      {ready && <PrepaidGameOffer code={game.gameCode} disabled={redirecting} />}
    </Card>
  );
}
