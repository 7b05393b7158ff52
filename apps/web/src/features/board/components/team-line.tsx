import type { TBoard } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { teamCardTexts } from '@/game/teams/card-texts';
import { TEAM_SWATCHES } from '@/game/teams/swatches';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';

/**
 * A member's team on their card: its name in its colour, and its members. After the host moved them, the board
 * says so plainly (the card shown is already the new team's).
 */
export function TeamLine({ team, moved }: { team: NonNullable<TBoard['team']>; moved: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      {moved && <Alert title={m.team_moved({ team: team.name })}>{m.team_moved_card()}</Alert>}
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800" data-testid="my-team">
        <span
          className={cn(
            'rounded-md px-2 py-0.5 font-semibold [overflow-wrap:anywhere]',
            TEAM_SWATCHES[team.colour] ?? TEAM_SWATCHES.slate,
          )}
        >
          {teamCardTexts.yourTeam(team.name)}
        </span>
        <span className="[overflow-wrap:anywhere]">
          {team.members.map((member) => member.name).join(', ')}
        </span>
      </p>
    </div>
  );
}
