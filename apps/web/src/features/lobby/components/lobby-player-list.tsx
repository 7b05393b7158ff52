import { TeamHeading } from '@/components/game/team-heading';
import type { TQueuePlayer, TTeam } from '@picture-bingo/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { groupByTeam } from '@/game/teams/group-by-team';
import { lobbyWindow } from '../utils/lobby-window';
import { m } from '@/lib/i18n/messages';

export interface LobbyPlayerListProps {
  /** Null until the first snapshot arrives. */
  players: TQueuePlayer[] | null;
  /** Every player of the game: the list holds the most recent of them. */
  playerCount: number;
  myId: string;
  maxPlayer: number;
  /** A team game's teams once read: the players are listed under them. */
  teams?: TTeam[];
}

function PlayerItems({ players, myId }: { players: TQueuePlayer[]; myId: string }) {
  return players.map((player) => (
    <li
      key={player.id}
      className="rounded-xl bg-slate-50 px-3 py-2 font-medium [overflow-wrap:anywhere] text-slate-900"
    >
      <bdi>{player.name}</bdi>
      {player.id === myId && <span className="font-normal text-violet-800"> {m.lobby_you()}</span>}
    </li>
  ));
}

/**
 * The listed players under their teams: each team's name in its colour and how many of them are listed; players
 * whose team the list does not know yet follow, unnamed.
 */
function TeamGroups({ players, teams, myId }: { players: TQueuePlayer[]; teams: TTeam[]; myId: string }) {
  return (
    <div className="flex flex-col gap-4">
      {groupByTeam(players, teams).map(({ team, players: members }) => {
        const name = team && m.team_name({ team: team.name });
        return (
          <div key={team?.id ?? ''} className="flex flex-col gap-2">
            {team && name && (
              <TeamHeading team={team} name={name} count={members.length} countClassName="text-sm" />
            )}
            <ul className="grid gap-2 sm:grid-cols-2" aria-label={name ?? undefined}>
              <PlayerItems players={members} myId={myId} />
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The lobby in joining order, the most recent arrivals of a large one as of the phone's snapshot (and "and N more
 * players", which keeps counting); the reader's own entry is always listed, marked "(you)". In a team game the
 * listed players stand under their teams.
 */
export function LobbyPlayerList({ players, playerCount, myId, maxPlayer, teams }: LobbyPlayerListProps) {
  const listed = players && lobbyWindow(players, myId, playerCount);
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="lobby-players-title">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="lobby-players-title" className="text-lg font-semibold text-slate-900">
          {m.lobby_players()}
        </h3>
        {players && (
          <p className="text-sm text-slate-600">{m.lobby_count({ count: playerCount, max: maxPlayer })}</p>
        )}
      </div>
      {listed === null ? (
        <Spinner label={m.loading_players()} />
      ) : (
        <>
          {teams && teams.length > 0 ? (
            <TeamGroups players={listed.shown} teams={teams} myId={myId} />
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              <PlayerItems players={listed.shown} myId={myId} />
            </ul>
          )}
          {listed.more > 0 && (
            <p className="text-sm text-slate-600">{m.lobby_more({ count: listed.more })}</p>
          )}
        </>
      )}
    </Card>
  );
}
