import type { TLeaderboard } from '@picture-bingo/shared';
import { winnerText } from './winner-text';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';
import { Podium } from './podium';
import { PrizeList } from './prize-list';
import { srWords } from './sr-words';
import { TeamMembers } from './team-members';

export interface LeaderboardProps {
  leaderboard: TLeaderboard;
  /** Buttons or links under the standings (Go to Gallery, Back to Progress…). */
  actions?: ReactNode;
  /** The reader's own player: their row says "(you)". */
  youId?: string;
  /** `lg` for the big screen, readable from across a room. */
  size?: 'md' | 'lg';
  /** Moves focus to the winner banner when shown (after an action that made it appear). */
  autoFocus?: boolean;
  className?: string;
}

const TEXT = {
  md: { title: 'text-2xl sm:text-3xl', lead: 'text-base', row: 'text-base', rank: 'size-9 text-base' },
  lg: { title: 'text-5xl', lead: 'text-2xl', row: 'text-3xl', rank: 'size-14 text-3xl' },
} as const;

/**
 * The final standings: "Winner: {name}" with the win worded by its rule, a prize game's prizes in their order, the
 * podium, then every player by rank, the winner first with a Winner badge; in a team game each team with its
 * members.
 */
export function Leaderboard({
  leaderboard,
  actions,
  youId,
  size = 'md',
  autoFocus,
  className,
}: LeaderboardProps) {
  const titleId = useId();
  const listId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const text = TEXT[size];
  const entries = [...leaderboard.entries].sort((a, b) => a.rank - b.rank);

  useEffect(() => {
    if (autoFocus) titleRef.current?.focus();
  }, [autoFocus]);

  return (
    <section aria-labelledby={titleId} className={cn('flex flex-col gap-6', className)}>
      <div className="flex flex-col gap-2 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 sm:p-6">
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className={cn('font-bold [overflow-wrap:anywhere] focus:outline-none', text.title)}
        >
          {rich(m.game_winner_title, { name: <bdi>{leaderboard.winner.name}</bdi> })}
        </h2>
        <p className={text.lead}>{winnerText(leaderboard)}</p>
      </div>
      {/* The prizes in their own order, the first prize first, before the players' ranking. */}
      {leaderboard.prizes && leaderboard.prizes.length > 0 && (
        <PrizeList prizes={leaderboard.prizes} size={size} />
      )}
      <Podium entries={entries} size={size} />
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-sm sm:p-6">
        <h3 id={listId} className={cn('font-semibold', size === 'lg' ? 'text-3xl' : 'text-lg')}>
          {m.game_leaderboard()}
        </h3>
        <ol aria-labelledby={listId} className="flex flex-col divide-y divide-slate-200">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 py-3', text.row)}
              data-testid="leaderboard-entry"
            >
              <span
                className={cn(
                  'flex shrink-0 items-center justify-center rounded-full font-bold',
                  text.rank,
                  entry.isWinner ? 'bg-emerald-700 text-white' : 'bg-slate-100 text-slate-800',
                )}
              >
                {srWords(m.game_rank, 'rank', formatCount(entry.rank))}
              </span>
              {/* A name keeps room for a short word whole: the badges and count wrap below it first. */}
              <span className="min-w-[min(100%,9rem)] flex-1 font-semibold [overflow-wrap:break-word]">
                <bdi>{entry.name}</bdi>
                {entry.id === youId && (
                  <>
                    {' '}
                    <span className="font-normal text-violet-800">{m.lobby_you()}</span>
                  </>
                )}
                {entry.team && <TeamMembers names={entry.team.members} size={size} />}
              </span>
              {entry.isWinner && (
                <Badge color="success">
                  {/* Sized inside: the badge's own classes would clash with a size passed to it. */}
                  <span className={size === 'lg' ? 'px-2 py-1 text-2xl' : undefined}>
                    {m.game_winner_badge()}
                  </span>
                </Badge>
              )}
              {entry.prize && (
                <Badge color="warning">
                  <span className={size === 'lg' ? 'px-2 py-1 text-2xl' : undefined}>
                    {srWords(m.game_prize, 'prize', <bdi>{entry.prize}</bdi>)}
                  </span>
                </Badge>
              )}
              <span className="font-mono text-slate-700">
                {srWords(
                  m.game_marked,
                  'count',
                  `${formatCount(entry.markedCount)} / ${formatCount(entry.totalCount)}`,
                )}
              </span>
            </li>
          ))}
        </ol>
      </div>
      {actions && <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">{actions}</div>}
    </section>
  );
}
