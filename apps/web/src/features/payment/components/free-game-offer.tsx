import type { TGame } from '@picture-bingo/shared';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SetupProblems } from '@/components/game/setup-problems';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { gamePaths } from '@/game/paths';
import { useActivateGame } from '../api/activate-game';

/** The pricing step on a server where games are free (PAYMENT_PROVIDER=free): no checkout, the room opens at once. */
export function FreeGameOffer({ game }: { game: TGame }) {
  const activate = useActivateGame();
  const navigate = useNavigate();
  const ready = game.setupProblems.length === 0;
  const onOpen = () =>
    activate.mutate(game.gameCode, {
      onSuccess: (live) => void navigate(gamePaths.roomDetails(live.gameCode)),
    });

  return (
    <Card className="flex max-w-xl flex-col gap-5">
      <section aria-labelledby="price-title" className="flex flex-col gap-1">
        <h2
          id="price-title"
          className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900"
          dir="auto"
        >
          {game.eventTitle || m.setup_untitled()}
        </h2>
        <p className="text-4xl font-bold tracking-tight text-slate-900">{m.pay_free()}</p>
        <p className="font-medium text-slate-700">{m.pay_free_no_charge()}</p>
        <p className="text-sm text-slate-600">{m.pay_free_opens()}</p>
      </section>
      {!ready && <SetupProblems game={game} title={m.pay_finish_setup_open()} />}
      {activate.isError && <Alert variant="error">{errorMessage(activate.error)}</Alert>}
      <Button
        size="lg"
        className="self-start"
        onClick={onOpen}
        disabled={!ready}
        loading={activate.isPending}
      >
        {m.pay_open_room()}
      </Button>
    </Card>
  );
}
