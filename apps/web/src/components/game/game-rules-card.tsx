import type { TGameSummary, TWinCondition } from '@picture-bingo/shared';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';

/** The safety check as players read it in the rules. */
const SAFETY_CHECK_TEXTS: Record<TGameSummary['safetyCheck'], () => string> = {
  off: () => m.rules_safety_off(),
  explicit: () => m.rules_safety_explicit(),
  suggestive: () => m.rules_safety_suggestive(),
};

/** How to win, as players read it. */
const GOAL_TEXTS: Record<TWinCondition, () => string> = {
  full: () => m.goal_full(),
  line: () => m.goal_line(),
  'two-lines': () => m.goal_two_lines(),
};

/** One rule of the card: its name and what it says. */
export function Rule({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The rules a game is played by, as players read them (the lobby before the start, the card during play): how to
 * win (or each prize in order, with its winner once won), photo review and the time limit; a screen adds its own
 * rules after them (`extra`: the lobby's camera only).
 */
export function GameRulesCard({ game, extra }: { game: TGameSummary; extra?: ReactNode }) {
  const prizes = game.winMode === 'prizes' ? (game.prizeAwards ?? []) : [];
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="rules-title">
      <h3 id="rules-title" className="text-lg font-semibold text-slate-900">
        {m.rules_title()}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {prizes.length === 0 && <Rule term={m.rules_to_win()}>{GOAL_TEXTS[game.winCondition]()}</Rule>}
        <Rule term={m.rules_photo_review()}>
          {game.photoReview ? m.rules_host_approves() : m.rules_photos_count()}
        </Rule>
        <Rule term={m.rules_safety()}>{SAFETY_CHECK_TEXTS[game.safetyCheck]()}</Rule>
        <Rule term={m.rules_time_limit()}>
          {game.timeLimitMinutes
            ? m.rules_minutes({ count: game.timeLimitMinutes })
            : m.rules_no_time_limit()}
        </Rule>
        {extra}
      </dl>
      {prizes.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm text-slate-600">{m.rules_prizes()}</h4>
          <ol className="flex flex-col gap-1" data-testid="rules-prizes">
            {prizes.map((prize) => (
              <li key={prize.place} className="text-slate-900 [overflow-wrap:anywhere]">
                <span className="font-semibold">
                  {prize.place}. <bdi>{prize.name}</bdi>
                </span>
                : {GOAL_TEXTS[prize.condition]()}
                {prize.winner && (
                  <span className="text-emerald-800">
                    {' '}
                    · {rich(m.rules_won_by, { name: <bdi>{prize.winner.name}</bdi> })}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      <p className="text-sm text-slate-700">
        {game.autoConfirmWinner ? m.rules_auto_confirm() : m.rules_host_confirms()}
      </p>
    </Card>
  );
}
