import type { TLeaderboardEntry } from '@picture-bingo/shared';
import type { ReactNode } from 'react';
import { MarkedCount } from '@/components/game/marked-count';
import { TeamMembers } from '@/components/game/team-members';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** One player (or team, with its members) of a big-screen ranking: rank, name, an optional badge, marked / total. */
export function StandingRow({
  entry,
  className,
  badge,
  testId,
}: {
  entry: TLeaderboardEntry;
  className: string;
  badge?: ReactNode;
  testId?: string;
}) {
  return (
    <li data-testid={testId} className={cn('flex items-center rounded-2xl', className)}>
      <span className="w-12 shrink-0 text-end font-black">
        <span className="sr-only">{m.screen_rank()} </span>
        {formatCount(entry.rank)}
      </span>
      <span className="min-w-0 flex-1 truncate font-semibold">
        <bdi>{entry.name}</bdi>
        {entry.team && <TeamMembers names={entry.team.members} size="lg" inline />}
      </span>
      {badge}
      {entry.prize && (
        <span className="me-3 shrink-0 rounded-full bg-amber-100 px-3 py-1 text-amber-950">
          <span className="sr-only">{m.screen_prize()} </span>
          <bdi>{entry.prize}</bdi>
        </span>
      )}
      <MarkedCount
        marked={entry.markedCount}
        total={entry.totalCount}
        label={m.screen_marked()}
        className="shrink-0 font-mono text-slate-100"
      />
    </li>
  );
}
