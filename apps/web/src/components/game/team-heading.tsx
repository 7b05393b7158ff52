import type { TTeam } from '@picture-bingo/shared';
import { TEAM_SWATCHES } from '@/game/teams/swatches';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/i18n/numbers';

/**
 * A team's heading over its players in a lobby: the team's name on its colour, then how many of its players are
 * listed. Each screen gives its own element and sizes (a phone's list, the control room, the big screen).
 */
export function TeamHeading({
  team,
  name,
  count,
  as: Element = 'h4',
  className,
  chipClassName,
  countClassName,
}: {
  team: TTeam;
  /** The team's name as shown (the screen's words around it, e.g. "Team Red"). */
  name: string;
  count: number;
  as?: 'h3' | 'h4' | 'p';
  className?: string;
  /** The chip's shape and weight, in place of the list's (rounded-md px-2 py-0.5 font-semibold). */
  chipClassName?: string;
  countClassName?: string;
}) {
  return (
    <Element className={cn('flex items-center gap-2', className)}>
      <span
        className={cn(
          chipClassName ?? 'rounded-md px-2 py-0.5 font-semibold',
          '[overflow-wrap:anywhere]',
          TEAM_SWATCHES[team.colour] ?? TEAM_SWATCHES.slate,
        )}
      >
        <bdi>{name}</bdi>
      </span>
      <span className={cn('text-slate-600', countClassName)}>{formatCount(count)}</span>
    </Element>
  );
}
