import type { TGame } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { gamePaths } from '@/game/paths';

function Item({ done, children }: { done: boolean; children: string }) {
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden="true" className={done ? 'text-emerald-700' : 'text-amber-700'}>
        {done ? '✓' : '•'}
      </span>
      <span className={done ? 'text-slate-600' : 'font-medium text-slate-900'}>
        {children}
        <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
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
        This game is still being set up
      </h3>
      <ul className="flex flex-col gap-1.5">
        {ready ? (
          <Item done>Setup: title, date, welcome message, labels and rules</Item>
        ) : (
          game.setupProblems.map((problem) => (
            <Item key={problem} done={false}>
              {problem}
            </Item>
          ))
        )}
        <Item done={game.paid}>Payment: players can join once the game is paid for</Item>
      </ul>
      <div className="flex flex-wrap gap-3">
        {ready ? (
          <>
            <Link to={gamePaths.pricing(code)} className={buttonClasses({ size: 'lg' })}>
              Go to Pricing
            </Link>
            <Link
              to={gamePaths.eventSetup(code)}
              className={buttonClasses({ variant: 'outlined', size: 'lg' })}
            >
              Continue setup
            </Link>
          </>
        ) : (
          <Link to={gamePaths.eventSetup(code)} className={buttonClasses({ size: 'lg' })}>
            Continue setup
          </Link>
        )}
      </div>
    </section>
  );
}
