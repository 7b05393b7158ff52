import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { useActivateGame } from '../api/activate-game';
import { useGameCount } from '../api/get-game-count';

/** For a host with games left from earlier payments: make this game live on one of them instead of paying. */
export function PrepaidGameOffer({ code, disabled }: { code: string; disabled: boolean }) {
  const gameCount = useGameCount();
  const activate = useActivateGame();
  const navigate = useNavigate();
  const left = gameCount.data?.left ?? 0;
  if (left < 1) return null;

  const onUse = () =>
    activate.mutate(code, { onSuccess: (game) => void navigate(gamePaths.roomDetails(game.gameCode)) });

  return (
    <section aria-labelledby="prepaid-title" className="flex flex-col gap-3 border-t border-slate-200 pt-5">
      <h2 id="prepaid-title" className="font-semibold text-slate-900">
        {m.pay_prepaid_title()}
      </h2>
      <p className="text-sm text-slate-700">
        {m.pay_prepaid_left({ count: left, shown: formatCount(left) })}
      </p>
      {activate.isError && <Alert variant="error">{errorMessage(activate.error)}</Alert>}
      <Button
        variant="outlined"
        className="self-start"
        onClick={onUse}
        loading={activate.isPending}
        disabled={disabled}
      >
        {m.pay_prepaid_use({ count: left, shown: formatCount(left) })}
      </Button>
    </section>
  );
}
