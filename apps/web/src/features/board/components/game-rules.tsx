import { countOf, type TGameSummary } from '@picture-bingo/shared';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

function Rule({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The rules this game is played by (the time left is at the top of the card). */
export function GameRules({ game }: { game: TGameSummary }) {
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="rules-title">
      <h3 id="rules-title" className="text-lg font-semibold text-slate-900">
        Rules
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Rule term="To win">
          {game.winCondition === 'full' ? 'Fill the whole card' : 'Complete a row, column or diagonal'}
        </Rule>
        <Rule term="Photo review">
          {game.photoReview ? 'The host approves each photo' : 'Photos count at once'}
        </Rule>
        <Rule term="Time limit">
          {game.timeLimitMinutes ? countOf(game.timeLimitMinutes, 'minute') : 'No time limit'}
        </Rule>
      </dl>
    </Card>
  );
}
