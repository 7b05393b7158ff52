import type { TGame, TLeaderboardEntry } from '@picture-bingo/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MarkedCount } from '@/components/game/marked-count';
import { TeamMembers } from '@/components/game/team-members';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { progressQueryOptions, topOfRanking } from '@/game/game-results';
import { gamePaths } from '@/game/paths';
import { standingNote } from '../utils/standing-note';

/** How many standings the control room lists: the top of the ranking; Progress has everyone. */
export const STANDINGS_SHOWN = 8;

function Note({ entry, game }: { entry: TLeaderboardEntry; game: TGame }) {
  const note = standingNote(entry, game.winCondition);
  if (!note) return null;
  return note.kind === 'bingo' ? (
    <Badge color="success">{m.room_standings_bingo()}</Badge>
  ) : (
    <Badge color="warning">{m.room_standings_close({ shown: formatCount(note.toGo) })}</Badge>
  );
}

/**
 * The game's live standings in the control room: players (or teams) by the ranking every screen shows, each with
 * the photos that count, who has BINGO! or is close, and photos of theirs still waiting for review. The progress
 * is kept live by the control room's own channel (GameControls), so this opens no socket of its own.
 */
export function LiveStandings({ game }: { game: TGame }) {
  const code = game.gameCode;
  const progress = useQuery(progressQueryOptions(code, 'host'));
  const standings = topOfRanking(progress.data?.ranking, STANDINGS_SHOWN);

  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="standings-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="standings-title" className="text-lg font-semibold text-slate-900">
          {m.room_standings_title()}
        </h3>
        <Link to={gamePaths.progress(code)} className={buttonClasses({ variant: 'outlined', size: 'sm' })}>
          {m.room_view_progress()}
        </Link>
      </div>
      {standings === null ? (
        progress.isError ? (
          <Alert variant="error">{errorMessage(progress.error)}</Alert>
        ) : (
          <Spinner label={m.room_standings_loading()} />
        )
      ) : standings.top.length === 0 ? (
        <p className="text-slate-700">{m.room_standings_empty()}</p>
      ) : (
        <ol aria-labelledby="standings-title" className="flex flex-col divide-y divide-slate-200">
          {standings.top.map((entry) => (
            <li key={entry.id} className="flex min-w-0 items-start gap-3 py-2" data-testid="standing">
              <span className="w-7 shrink-0 text-end font-bold text-slate-600">
                <span className="sr-only">{m.room_standings_rank()} </span>
                {formatCount(entry.rank)}
              </span>
              <span className="flex min-w-0 flex-1 flex-col items-start gap-1 [overflow-wrap:anywhere]">
                <bdi className="font-semibold text-slate-900">{entry.name}</bdi>
                {entry.team && <TeamMembers names={entry.team.members} />}
                <span className="flex flex-wrap gap-2 empty:hidden">
                  <Note entry={entry} game={game} />
                  {(entry.pendingPhotos ?? 0) > 0 && (
                    <Badge color="primary">
                      {m.room_standings_waiting({ shown: formatCount(entry.pendingPhotos ?? 0) })}
                    </Badge>
                  )}
                </span>
              </span>
              <MarkedCount
                marked={entry.markedCount}
                total={entry.totalCount}
                label={m.room_standings_marked()}
                className="shrink-0 font-mono font-semibold text-slate-900"
              />
            </li>
          ))}
        </ol>
      )}
      {standings && standings.more > 0 && (
        <Link
          to={gamePaths.progress(code)}
          className="self-start text-sm font-semibold text-violet-800 underline"
        >
          {m.room_standings_more({ shown: formatCount(standings.more) })}
        </Link>
      )}
    </Card>
  );
}
