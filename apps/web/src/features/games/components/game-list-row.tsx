import type { TGameListItem, TGameRole } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { viewerCan } from '@/game/abilities';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';
import { formatDate, formatEventDate } from '@/lib/format';
import { gamePaths } from '@/game/paths';
import { DuplicateGameButton } from '@/components/game/duplicate-game-button';
import { DeleteGameButton } from '@/components/game/delete-game-button';
import { GameStatusBadge } from '@/components/game/game-status-badge';
import { PhotosKept } from '@/components/game/photos-kept';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

/** A role's name on its badge. */
const ROLE_NAMES: Record<TGameRole, () => string> = {
  owner: () => m.games_role_owner(),
  cohost: () => m.games_role_cohost(),
  moderator: () => m.games_role_moderator(),
};

// The title link stretches over the whole row (an ::after layer); the copy button sits above it.
const stretched = cn(
  'after:absolute after:inset-0 after:rounded-2xl after:content-[""]',
  'focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-violet-700',
);

/** A draft, a cancelled or a completed game can be deleted from its row; a live or paused one is cancelled first. */
const deletable = (status: TGameListItem['status']) =>
  status === 'INACTIVE' || status === 'CANCELLED' || status === 'COMPLETED';

/**
 * One game of a list: title, badges, creation date, the event date and the winner (once chosen), until when its
 * photos are kept (ended games), its room code to copy and, for a game that may be deleted, Delete; the row opens
 * the room.
 */
export function GameListRow({ game }: { game: TGameListItem }) {
  const { gameCode } = game;
  // Copying, duplicating and deleting are the owner's; a co-host or moderator sees their role instead.
  const owner = viewerCan(game, 'own');
  return (
    <li className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-violet-300 hover:shadow-md sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <h2 className="text-base font-semibold [overflow-wrap:anywhere] text-slate-900">
          <Link to={gamePaths.room(gameCode)} className={stretched} dir="auto">
            {game.eventTitle || m.setup_untitled()}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Badge color="primary">
            {m.games_max_players({ count: game.maxPlayer, shown: formatCount(game.maxPlayer) })}
          </Badge>
          <GameStatusBadge status={game.status} />
          {!owner && game.role && <Badge color="warning">{ROLE_NAMES[game.role]()}</Badge>}
          <span className="text-sm text-slate-600">
            {rich(m.games_created, {
              date: <time dateTime={game.createdAt}>{formatDate(game.createdAt)}</time>,
            })}
          </span>
          <PhotosKept deleteAt={game.photosDeleteAt} />
        </div>
        {(game.eventDate || game.winnerName !== null) && (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            {game.eventDate && (
              <span>
                {rich(m.games_event_date, {
                  date: <time dateTime={game.eventDate}>{formatEventDate(game.eventDate)}</time>,
                })}
              </span>
            )}
            {game.winnerName !== null && (
              <span className="[overflow-wrap:anywhere]">
                {rich(m.games_winner, {
                  name: <bdi className="font-semibold text-slate-900">{game.winnerName}</bdi>,
                })}
              </span>
            )}
          </p>
        )}
      </div>
      <div className="relative z-10 flex flex-wrap items-center gap-2 self-start sm:self-center">
        {owner && <DuplicateGameButton code={gameCode} title={game.eventTitle || m.setup_untitled()} />}
        <div className="flex items-center gap-1 rounded-xl bg-slate-100 py-1 ps-3 pe-1">
          <span className="sr-only">{m.games_room_code()}</span>
          <span className="font-mono text-sm font-semibold tracking-widest text-slate-900">{gameCode}</span>
          <CopyButton
            text={gameCode}
            label={m.games_copy_code({ code: gameCode })}
            onCopied={(ok) => {
              if (!ok) toast.error(m.games_copy_failed({ code: gameCode }));
            }}
          />
        </div>
        {owner && deletable(game.status) && <DeleteGameButton code={gameCode} title={game.eventTitle} />}
      </div>
    </li>
  );
}
