import { TeamHeading } from '@/components/game/team-heading';
import type { TQueuePlayer, TTeam } from '@picture-bingo/shared';
import { groupByTeam } from '@/game/teams/group-by-team';
import { m } from '@/lib/i18n/messages';

function Pills({ players, label }: { players: TQueuePlayer[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {players.map((player) => (
        <li
          key={player.id}
          className="max-w-full truncate rounded-full bg-violet-100 px-3 py-1 font-medium text-violet-900"
        >
          <bdi>{player.name}</bdi>
        </li>
      ))}
    </ul>
  );
}

/** The control room's lobby: the players' names, under their teams (name in its colour, count) in a team game. */
export function LobbyPlayers({ players, teams }: { players: TQueuePlayer[]; teams: TTeam[] }) {
  if (teams.length === 0) return <Pills players={players} label={m.room_lobby_list()} />;
  return (
    <div className="flex flex-col gap-3">
      {groupByTeam(players, teams).map(({ team, players: members }) => {
        // Players whose team the list does not know yet follow under the lobby's own name.
        const name = team ? m.team_name({ team: team.name }) : m.room_lobby_list();
        return (
          <div key={team?.id ?? ''} className="flex flex-col gap-1.5">
            {team && (
              <TeamHeading as="p" team={team} name={name} count={members.length} className="text-sm" />
            )}
            <Pills players={members} label={name} />
          </div>
        );
      })}
    </div>
  );
}
