import type { TGame } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useAwardBingoCall, useOpenBingoCalls, useRefuseBingoCall } from '../api/bingo-calls';
import { BingoCallCard } from './bingo-call-card';

/**
 * The game's open BINGO! calls in the control room of whoever runs it (owner, co-hosts), read from the server
 * so they outlast any navigation or reload, and live: each stays until someone answers it.
 */
export function BingoCallsPanel({ game }: { game: TGame }) {
  const code = game.gameCode;
  const { calls } = useOpenBingoCalls(code);
  const award = useAwardBingoCall(code, game.winMode === 'prizes');
  const refuse = useRefuseBingoCall(code);
  if (!calls.data?.length) return null;
  const failure = award.error ?? refuse.error;
  return (
    <section
      aria-labelledby="bingo-calls-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-violet-700 bg-white p-4 shadow"
    >
      <h3 id="bingo-calls-title" className="text-xl font-extrabold text-violet-800">
        {m.room_calls_title()}
      </h3>
      <p className="text-sm text-slate-700">{m.room_call_detail()}</p>
      {failure && <Alert variant="error">{errorMessage(failure)}</Alert>}
      <ul className="flex flex-col gap-3">
        {calls.data.map((call) => (
          <li key={call.id}>
            <BingoCallCard
              call={call}
              photoReview={game.photoReview}
              busy={
                (award.isPending && award.variables === call.playerId) ||
                (refuse.isPending && refuse.variables.callId === call.id)
              }
              onAward={() => award.mutate(call.playerId)}
              onRefuse={(reason) =>
                refuse.mutate(
                  { callId: call.id, reason },
                  { onSuccess: () => toast.success(m.room_call_refused({ name: call.playerName })) },
                )
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
