import type { TGame, TPrizeAward, TPrizeLineCause, TWinCondition } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { viewerCan } from '@/game/abilities';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { toast } from '@/lib/toast';
import { useDecidePrize, useLivePrizeLines, type PrizeLineVerb } from '../api/prize-line';

/** "{name}'s card no longer has {the condition} for {prize}: {cause}.", by the prize's condition. */
const LOST: Record<TWinCondition, typeof m.room_prize_line_lost_line> = {
  line: m.room_prize_line_lost_line,
  'two-lines': m.room_prize_line_lost_two_lines,
  full: m.room_prize_line_lost_full,
};

/** How the photo left the line, as the sentence's end says it. */
const CAUSE: Record<TPrizeLineCause, () => string> = {
  rejected: m.room_prize_line_cause_rejected,
  hidden: m.room_prize_line_cause_hidden,
  changed: m.room_prize_line_cause_changed,
};

/** The sentence that says whose card lost which prize's line, and how. */
export function prizeLineText(prize: TPrizeAward) {
  if (!prize.winner || !prize.lineLost) return null;
  return rich(LOST[prize.condition], {
    name: <bdi>{prize.winner.name}</bdi>,
    prize: <bdi>{prize.name}</bdi>,
    cause: CAUSE[prize.lineLost.cause](),
  });
}

/**
 * Awarded prizes whose winner's card no longer meets the prize's condition, in the control room, read from the
 * host's game (so they outlast a reload) and kept live. Whoever runs the game keeps or withdraws each prize; the
 * other staff see why the game waits on it, without the buttons.
 */
export function PrizeLinePanel({ game }: { game: TGame }) {
  const code = game.gameCode;
  useLivePrizeLines(code);
  const decide = useDecidePrize(code);
  const runs = viewerCan(game, 'run');
  const broken = (game.prizeAwards ?? []).filter((p) => p.winner && p.lineLost);
  if (broken.length === 0) return null;
  const answer = (prize: TPrizeAward, verb: PrizeLineVerb) => {
    const winner = prize.winner;
    if (!winner) return;
    decide.mutate(
      { place: prize.place, playerId: winner.id, verb },
      {
        onSuccess: () => {
          const words = { name: winner.name, prize: prize.name };
          if (verb === 'keep') toast.success(m.room_prize_kept(words));
          else toast.info(m.room_prize_withdrawn(words));
        },
      },
    );
  };
  return (
    <section
      aria-labelledby="prize-line-title"
      data-testid="prize-line-panel"
      className="flex flex-col gap-3 rounded-2xl border-2 border-amber-600 bg-white p-4 shadow"
    >
      <h3 id="prize-line-title" className="text-xl font-extrabold text-amber-900">
        {m.room_prize_line_title()}
      </h3>
      {decide.error && <Alert variant="error">{errorMessage(decide.error)}</Alert>}
      <ul className="flex flex-col gap-3">
        {broken.map((prize) => (
          <li
            key={prize.place}
            className="flex flex-col gap-2 rounded-xl border border-slate-300 p-3 [overflow-wrap:anywhere]"
          >
            <p className="font-semibold text-slate-900">{prizeLineText(prize)}</p>
            <p className="text-sm text-slate-700">
              {rich(m.room_prize_line_photo, { label: <bdi>{prize.lineLost?.label}</bdi> })}
            </p>
            {runs ? (
              <>
                <p className="text-sm text-slate-700">
                  {rich(m.room_prize_line_help, { name: <bdi>{prize.winner?.name}</bdi> })}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button color="success" disabled={decide.isPending} onClick={() => answer(prize, 'keep')}>
                    {m.room_prize_keep()}
                  </Button>
                  <Button
                    color="error"
                    variant="outlined"
                    disabled={decide.isPending}
                    onClick={() => answer(prize, 'withdraw')}
                  >
                    {m.room_prize_withdraw()}
                  </Button>
                </div>
              </>
            ) : (
              <p className="text-sm text-slate-700">{m.room_prize_line_runners()}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
