import type { TLeaderboard } from '@picture-bingo/shared';
import type { ReactNode } from 'react';
import { winnerText } from '@/components/game/winner-text';
import { Podium } from '@/components/game/podium';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';
import { StandingRow } from './standing-row';

/** How many rows fit the projector in two columns; the rest are counted. */
export const FINAL_ROWS = 10;

/**
 * The final standings for the room: "Winner: {name}" with the crowd favourite beside it, then the players by
 * rank, the winner first.
 */
export function FinalStandings({
  leaderboard,
  favourite,
}: {
  leaderboard: TLeaderboard;
  favourite?: ReactNode;
}) {
  const entries = [...leaderboard.entries].sort((a, b) => a.rank - b.rank);
  const shown = entries.slice(0, FINAL_ROWS);
  const more = entries.length - shown.length;
  // A few players get larger rows; more go into two columns.
  const few = shown.length <= 5;

  return (
    <section aria-labelledby="final-winner-title" className="flex flex-col gap-8">
      <div className="flex flex-col gap-3 rounded-3xl bg-emerald-100 p-8 text-emerald-950">
        <h2 id="final-winner-title" className="text-7xl font-black [overflow-wrap:anywhere]">
          {rich(m.screen_winner, { name: <bdi>{leaderboard.winner.name}</bdi> })}
        </h2>
        <p className="text-4xl">{winnerText(leaderboard)}</p>
      </div>
      {favourite}
      <Podium entries={entries} size="lg" />
      <h3 id="final-leaderboard-title" className="text-5xl font-bold">
        {m.screen_leaderboard()}
      </h3>
      <ol
        aria-labelledby="final-leaderboard-title"
        className={cn('grid gap-x-8 gap-y-3', !few && 'grid-flow-col grid-cols-2 grid-rows-5')}
      >
        {shown.map((entry) => (
          <StandingRow
            key={entry.id}
            entry={entry}
            testId="leaderboard-entry"
            className={cn(
              'gap-5 px-6',
              few ? 'py-4 text-5xl' : 'py-3 text-4xl',
              entry.isWinner ? 'bg-emerald-700' : 'bg-slate-900',
            )}
            badge={
              entry.isWinner && (
                <span className="shrink-0 rounded-full bg-amber-300 px-4 py-1 font-bold text-slate-950">
                  {m.screen_winner_badge()}
                </span>
              )
            }
          />
        ))}
      </ol>
      {more > 0 && (
        <p className="text-4xl text-slate-300">
          {m.screen_more_players({ count: more, shown: formatCount(more) })}
        </p>
      )}
    </section>
  );
}
