import { ZGame, type TGame } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playAgainTexts } from '@/components/game/play-again-texts';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { gameKeys } from '@/game/host-game';
import { gameApiPath } from '@/game/paths';

/** Play again's one question before the payment: the new game's date (saved as it is picked). */
export function PlayAgainDate({ game }: { game: TGame }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (eventDate: string) =>
      api.patch(
        gameApiPath(game.gameCode),
        { eventDate },
        { schema: ZGame, errorMessage: playAgainTexts.failed },
      ),
    onSuccess: (saved) => queryClient.setQueryData(gameKeys.host(game.gameCode), saved),
  });
  return (
    <section aria-labelledby="play-again-title" className="flex max-w-xl flex-col gap-3">
      <h2 id="play-again-title" className="text-xl font-semibold text-slate-900">
        {m.pay_play_again_title()}
      </h2>
      <p className="text-slate-700">{m.pay_play_again_help()}</p>
      <Input
        label={m.setup_event_date()}
        type="date"
        name="eventDate"
        defaultValue={game.eventDate}
        onChange={(event) => event.target.value && save.mutate(event.target.value)}
      />
      {save.isError && <Alert variant="error">{errorMessage(save.error)}</Alert>}
    </section>
  );
}
