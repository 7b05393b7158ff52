import { gameStage, type TGameSummary, type TLeaderboardEntry } from '@picture-bingo/shared';
import { TimeLeft } from '@/components/game/time-left';
import { topOfRanking } from '@/game/game-results';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { StandingRow } from './standing-row';

/** How many players the standings show: the top of the ranking, legible from the back. */
export const STANDINGS_SIZE = 5;

export interface StandingsProps {
  game: TGameSummary;
  /** The ranking now (from the progress), or null while it loads. */
  ranking: TLeaderboardEntry[] | null;
}

/**
 * Time left (or Paused) and the top of the ranking: most marked cells first, then who got there first, with how
 * many more play ("+2 more"). The leader stands out only once they have a photo that counts.
 */
export function Standings({ game, ranking }: StandingsProps) {
  const paused = gameStage(game) === 'paused';
  const standings = topOfRanking(ranking, STANDINGS_SIZE);
  const top = standings?.top ?? null;
  const more = standings?.more ?? 0;

  return (
    <section aria-labelledby="standings-title" className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1 rounded-2xl bg-slate-900 p-6">
        <p className="text-4xl text-slate-300">{m.screen_time_left()}</p>
        <TimeLeft game={game} className="font-mono text-7xl font-bold text-white" />
        {paused && (
          <p className="mt-3 self-start rounded-full bg-amber-300 px-5 py-2 text-4xl font-bold text-slate-950">
            {m.screen_paused()}
          </p>
        )}
      </div>
      <h2 id="standings-title" className="text-5xl font-bold">
        {m.screen_leaderboard()}
      </h2>
      {top === null ? (
        <p className="text-4xl text-slate-300">{m.screen_loading_leaderboard()}</p>
      ) : top.length === 0 ? (
        <p className="text-4xl text-slate-300">{m.screen_no_players()}</p>
      ) : (
        <ol aria-labelledby="standings-title" className="flex flex-col gap-3">
          {top.map((entry) => (
            <StandingRow
              key={entry.id}
              entry={entry}
              className={cn(
                'gap-4 px-5 py-3 text-4xl',
                entry.rank === 1 && entry.markedCount > 0 ? 'bg-violet-700' : 'bg-slate-900',
              )}
            />
          ))}
        </ol>
      )}
      {more > 0 && (
        <p
          className="self-start rounded-lg bg-slate-900 px-4 text-4xl text-white"
          data-testid="standings-more"
        >
          {m.screen_plus_more({ shown: formatCount(more) })}
        </p>
      )}
    </section>
  );
}
