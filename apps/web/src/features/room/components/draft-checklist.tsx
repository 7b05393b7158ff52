import type { TGame } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { setupProblemTexts } from '@/components/game/setup-problem-texts';
import { buttonClasses } from '@/components/ui/button-styles';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';

function Item({ done, children }: { done: boolean; children: string }) {
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden="true" className={done ? 'text-emerald-700' : 'text-amber-700'}>
        {done ? '✓' : '•'}
      </span>
      <span className={done ? 'text-slate-600' : 'font-medium text-slate-900'}>
        {children}
        <span className="sr-only"> {done ? m.room_item_done() : m.room_item_todo()}</span>
      </span>
    </li>
  );
}

/**
 * A draft's checklist: what the server says is still missing from the setup, then payment, and the one step
 * that gets the host further (Continue setup while something is missing, else Go to Pricing).
 */
export function DraftChecklist({ game }: { game: TGame }) {
  const code = game.gameCode;
  const ready = game.setupProblems.length === 0;
  return (
    <section aria-labelledby="draft-checklist-title" className="flex flex-col gap-4">
      <h3 id="draft-checklist-title" className="text-lg font-semibold text-slate-900">
        {m.room_draft_title()}
      </h3>
      <ul className="flex flex-col gap-1.5">
        {ready ? (
          <Item done>{m.room_draft_setup_done()}</Item>
        ) : (
          setupProblemTexts(game).map((problem) => (
            <Item key={problem} done={false}>
              {problem}
            </Item>
          ))
        )}
        <Item done={game.paid}>{m.room_draft_payment()}</Item>
      </ul>
      <div className="flex flex-wrap gap-3">
        {ready ? (
          <>
            <Link to={gamePaths.pricing(code)} className={buttonClasses({ size: 'lg' })}>
              {m.room_go_to_pricing()}
            </Link>
            <Link
              to={gamePaths.eventSetup(code)}
              className={buttonClasses({ variant: 'outlined', size: 'lg' })}
            >
              {m.room_continue_setup()}
            </Link>
          </>
        ) : (
          <Link to={gamePaths.eventSetup(code)} className={buttonClasses({ size: 'lg' })}>
            {m.room_continue_setup()}
          </Link>
        )}
      </div>
    </section>
  );
}
