import { TeamHeading } from '@/components/game/team-heading';
import { gameStage, type TGameSummary, type TQueuePlayer, type TTeam } from '@picture-bingo/shared';
import { SHARE_LINK_PROBLEMS } from '@/components/game/share-link-warning';
import { useQrCode } from '@/hooks/use-qr-code';
import { useShareBase } from '@/hooks/use-share-base';
import { joinUrl } from '@/game/paths';
import { groupByTeam } from '@/game/teams/group-by-team';
import { useTeamsOfPlayers } from '@/game/teams/teams-api';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';
import { popIn } from '../utils/motion';

/** Shown size of the join QR code: scannable from the back of a room. */
const QR_SHOWN_PX = 400;

export interface LobbyPanelProps {
  game: TGameSummary;
  /** Null until the first snapshot arrives. */
  players: TQueuePlayer[] | null;
}

function PlayerPills({ players }: { players: TQueuePlayer[] }) {
  return (
    <ul className="flex flex-wrap content-start gap-4" aria-live="polite">
      {players.map((player) => (
        <li
          key={player.id}
          ref={popIn}
          className="max-w-full rounded-full bg-violet-700 px-7 py-3 text-5xl font-semibold [overflow-wrap:anywhere] text-white"
        >
          <bdi>{player.name}</bdi>
        </li>
      ))}
    </ul>
  );
}

/**
 * A team game's players under their teams: each team's name in its colour, with how many have joined it; players
 * whose team the list does not know yet follow, unnamed.
 */
function TeamColumns({ players, teams }: { players: TQueuePlayer[]; teams: TTeam[] }) {
  return (
    <div className="flex flex-col gap-8">
      {groupByTeam(players, teams).map(({ team, players: members }) => {
        if (!team) return <PlayerPills key="" players={members} />;
        const name = m.team_name({ team: team.name });
        return (
          <section key={team.id} aria-label={name} className="flex flex-col gap-4">
            <TeamHeading
              as="h3"
              team={team}
              name={name}
              count={members.length}
              className="gap-4 text-5xl font-bold"
              chipClassName="rounded-2xl px-5 py-2 font-bold"
              countClassName="text-slate-300"
            />
            <PlayerPills players={members} />
          </section>
        );
      })}
    </div>
  );
}

/**
 * Before the start, on the whole screen: how to join (room code, QR code) and the players popping in, under their
 * teams in a team game.
 */
export function LobbyPanel({ game, players }: LobbyPanelProps) {
  const code = game.gameCode;
  const base = useShareBase();
  // Null until the server has said which address phones can open.
  const url = base ? joinUrl(base.origin, code) : null;
  const qr = useQrCode(url ?? '', url !== null);
  const draft = gameStage(game) === 'draft';
  const teamList = useTeamsOfPlayers(code, game.gameMode === 'teams', players);

  return (
    <div className="grid flex-1 gap-12 xl:grid-cols-[auto_minmax(0,1fr)]">
      <div className="flex flex-col gap-4">
        <p className="text-4xl text-slate-200">
          {rich(m.screen_join_at, {
            // An address reads left to right in every language.
            url: (
              <span dir="ltr" className="font-semibold text-white" data-testid="big-screen-join-at">
                {base ? `${base.origin}/join` : '…'}
              </span>
            ),
          })}
        </p>
        <p className="text-4xl text-slate-300">{m.screen_with_room_code()}</p>
        <p
          className="font-mono text-8xl font-black tracking-[0.2em] text-white xl:text-[9rem] xl:leading-none"
          data-testid="big-screen-code"
        >
          {code}
        </p>
        <p className="text-4xl text-slate-300">{m.screen_or_scan()}</p>
        {base?.problem && (
          // For the host setting up the screen: players can't use this address.
          <p role="status" className="max-w-3xl text-4xl font-semibold text-amber-300">
            {SHARE_LINK_PROBLEMS[base.problem].title} {SHARE_LINK_PROBLEMS[base.problem].fix}
          </p>
        )}
        {draft && <p className="max-w-3xl text-4xl font-semibold text-amber-300">{m.screen_draft()}</p>}
        {/* Space kept for the code while it is drawn, so nothing moves when it appears. */}
        <div
          className="mt-2 flex shrink-0 items-center justify-center rounded-3xl bg-white p-4"
          style={{ width: QR_SHOWN_PX + 32, height: QR_SHOWN_PX + 32 }}
        >
          {url && qr.data ? (
            <img
              src={qr.data}
              width={QR_SHOWN_PX}
              height={QR_SHOWN_PX}
              alt={m.screen_qr_alt({ url })}
              className="[image-rendering:pixelated]"
            />
          ) : (
            <p className="text-4xl text-slate-700">
              {qr.isError ? m.screen_qr_failed() : m.screen_qr_drawing()}
            </p>
          )}
        </div>
      </div>
      <section
        aria-labelledby="screen-players-title"
        className="flex min-w-0 flex-col gap-6 rounded-3xl bg-slate-900/60 p-8"
      >
        <h2 id="screen-players-title" className="text-6xl font-bold">
          {players ? m.screen_players_count({ count: formatCount(players.length) }) : m.screen_players()}
        </h2>
        {players === null ? (
          <p className="text-4xl text-slate-300">{m.screen_loading_players()}</p>
        ) : players.length === 0 ? (
          <p className="text-4xl text-slate-300">{m.screen_waiting_first_player()}</p>
        ) : teamList.length > 0 ? (
          <TeamColumns players={players} teams={teamList} />
        ) : (
          <PlayerPills players={players} />
        )}
      </section>
    </div>
  );
}
