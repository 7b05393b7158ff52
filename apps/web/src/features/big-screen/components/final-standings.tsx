import type { TLeaderboard } from '@picture-bingo/shared';
import { winnerText } from '@/components/game/winner-text';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';
import { StandingRow } from './standing-row';

/** How many players the final standings show: the top of the ranking; the rest are counted ("+2 more"). */
export const FINAL_ROWS = 5;

/**
 * The final standings for the room: "Winner: {name}" and the top of the ranking, the winner first, with how many
 * more played. Sized by the screen's height (dvh) so the page fits a 1920×1080 or 1280×720 projector unscrolled.
 */
export function FinalStandings({ leaderboard }: { leaderboard: TLeaderboard }) {
  const entries = [...leaderboard.entries].sort((a, b) => a.rank - b.rank);
  const shown = entries.slice(0, FINAL_ROWS);
  const more = entries.length - shown.length;

  return (
    <section aria-labelledby="final-winner-title" className="flex min-h-0 min-w-0 flex-col gap-[1.5dvh]">
      <div className="flex flex-col gap-[0.5dvh] rounded-3xl bg-emerald-100 px-[2.5dvh] py-[1.5dvh] text-emerald-950">
        <h2
          id="final-winner-title"
          className="text-[5.5dvh] leading-[1.15] font-black [overflow-wrap:anywhere]"
        >
          {rich(m.screen_winner, { name: <bdi>{leaderboard.winner.name}</bdi> })}
        </h2>
        <p className="text-[3.2dvh] leading-[1.25]">{winnerText(leaderboard)}</p>
      </div>
      <h3 id="final-leaderboard-title" className="text-[4dvh] leading-[1.2] font-bold">
        {m.screen_leaderboard()}
      </h3>
      <ol aria-labelledby="final-leaderboard-title" className="flex flex-col gap-[0.8dvh]">
        {shown.map((entry) => (
          <StandingRow
            key={entry.id}
            entry={entry}
            testId="leaderboard-entry"
            className={cn(
              'gap-[2dvh] px-[2dvh] py-[0.8dvh] text-[3.2dvh] leading-[1.25]',
              entry.isWinner ? 'bg-emerald-700' : 'bg-slate-900',
            )}
            badge={
              entry.isWinner && (
                <span className="shrink-0 rounded-full bg-amber-300 px-4 font-bold text-slate-950">
                  {m.screen_winner_badge()}
                </span>
              )
            }
          />
        ))}
      </ol>
      {more > 0 && (
        <p
          className="self-start rounded-lg bg-slate-900 px-[2dvh] text-[3.2dvh] leading-[1.25] text-white"
          data-testid="standings-more"
        >
          {m.screen_plus_more({ shown: formatCount(more) })}
        </p>
      )}
    </section>
  );
}
