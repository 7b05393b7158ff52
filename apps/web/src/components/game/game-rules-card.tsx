import { countOf, WIN_CONDITION_TEXTS, type TGameSummary } from '@picture-bingo/shared';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The safety check as players read it in the rules. */
const SAFETY_CHECK_TEXTS: Record<TGameSummary['safetyCheck'], string> = {
  off: 'Photos are not checked',
  explicit: 'Explicit photos wait for the host',
  suggestive: 'Explicit and suggestive photos wait for the host',
};

function Rule({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The rules a game is played by, as players read them (the lobby before the start, the card during play): how to
 * win (or each prize in order, with its winner once won), photo review and the time limit.
 */
export function GameRulesCard({ game }: { game: TGameSummary }) {
  const prizes = game.winMode === 'prizes' ? (game.prizeAwards ?? []) : [];
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="rules-title">
      <h3 id="rules-title" className="text-lg font-semibold text-slate-900">
        Rules
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {prizes.length === 0 && <Rule term="To win">{WIN_CONDITION_TEXTS[game.winCondition].goal}</Rule>}
        <Rule term="Photo review">
          {game.photoReview ? 'The host approves each photo' : 'Photos count at once'}
        </Rule>
        <Rule term="Safety check">{SAFETY_CHECK_TEXTS[game.safetyCheck]}</Rule>
        <Rule term="Time limit">
          {game.timeLimitMinutes ? countOf(game.timeLimitMinutes, 'minute') : 'No time limit'}
        </Rule>
      </dl>
      {prizes.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm text-slate-600">Prizes, in order (one per player)</h4>
          <ol className="flex flex-col gap-1" data-testid="rules-prizes">
            {prizes.map((prize) => (
              <li key={prize.place} className="text-slate-900 [overflow-wrap:anywhere]">
                <span className="font-semibold">
                  {prize.place}. <bdi>{prize.name}</bdi>
                </span>
                : {WIN_CONDITION_TEXTS[prize.condition].goal}
                {prize.winner && (
                  <span className="text-emerald-800">
                    {' '}
                    · won by <bdi>{prize.winner.name}</bdi>
                  </span>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      <p className="text-sm text-slate-700">
        {game.autoConfirmWinner
          ? 'The first valid BINGO! wins at once (the earliest completed card by the server’s clock).'
          : 'The host confirms every win.'}
      </p>
    </Card>
  );
}
