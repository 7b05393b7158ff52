import { BIG_SCREEN_ABILITY, gameStage, type TGame } from '@picture-bingo/shared';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BigScreenLink } from '@/components/game/big-screen-link';
import { DeleteGameButton } from '@/components/game/delete-game-button';
import { DuplicateGameButton } from '@/components/game/duplicate-game-button';
import { GameStatusBadge } from '@/components/game/game-status-badge';
import { PhotosKept } from '@/components/game/photos-kept';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate, formatEventDate } from '@/lib/format';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { viewerCan } from '@/game/abilities';
import { gamePaths } from '@/game/paths';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

/** The game summary (DESIGN.md section 1): the control room's secondary column, with Duplicate and Delete. */
export function GameDetails({ game }: { game: TGame }) {
  const code = game.gameCode;
  const navigate = useNavigate();
  const stage = gameStage(game);
  // Drafts, cancelled and completed games may be deleted; a running one is cancelled first.
  const deletable = stage === 'draft' || stage === 'cancelled' || stage === 'completed';

  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="game-details-title">
      <h3 id="game-details-title" className="text-lg font-semibold text-slate-900">
        {m.room_details()}
      </h3>
      <dl className="grid grid-cols-2 gap-4">
        <Fact term={m.room_event_date()}>
          {game.eventDate ? formatEventDate(game.eventDate) : m.room_not_set()}
        </Fact>
        <Fact term={m.room_status()}>
          <GameStatusBadge status={game.status} />
        </Fact>
        <Fact term={m.room_payment()}>
          <Badge color={game.paid ? 'success' : 'warning'}>
            {game.paid ? m.room_paid() : m.room_not_paid()}
          </Badge>
        </Fact>
        <Fact term={m.room_players()}>
          {m.room_players_of({ count: formatCount(game.playerCount), max: formatCount(game.maxPlayer) })}
        </Fact>
        <Fact term={m.room_board()}>
          {m.room_board_size({
            size: formatCount(game.boardSize),
            count: game.words.length,
            shown: formatCount(game.words.length),
          })}
        </Fact>
        <Fact term={m.room_created()}>{formatDate(game.createdAt)}</Fact>
      </dl>
      <PhotosKept deleteAt={game.photosDeleteAt} />
      <div className="flex flex-wrap gap-3">
        <DuplicateGameButton code={code} title={game.eventTitle || m.room_untitled()} />
        {deletable && (
          <DeleteGameButton
            code={code}
            title={game.eventTitle}
            size="md"
            onDeleted={() =>
              void navigate(stage === 'draft' ? '/active-games' : '/past-games', { replace: true })
            }
          />
        )}
      </div>
    </Card>
  );
}

/**
 * Every other screen of the game, as the control room's secondary menu: each named as the spec names it, with the
 * one job it does, so look-alike names never leave the host guessing. `page` names the screen it sits on: the room
 * page keeps the spec's View Players Queue, room details its Players Queue. The room page and room details are the
 * same control room, so neither links to the other.
 */
export function GameMenu({ game, page }: { game: TGame; page: 'room' | 'details' }) {
  const code = game.gameCode;
  const links = [
    {
      to: gamePaths.playersQueue(code),
      label: page === 'room' ? m.room_menu_view_queue() : m.room_menu_queue(),
      job: m.room_menu_queue_job(),
    },
    {
      to: gamePaths.roomPlayers(code),
      label: m.room_menu_room_players(),
      job: m.room_menu_room_players_job(),
    },
    { to: gamePaths.gallery(code), label: m.room_menu_gallery(), job: m.room_menu_gallery_job() },
    { to: gamePaths.progress(code), label: m.room_menu_progress(), job: m.room_menu_progress_job() },
    { to: gamePaths.results(code), label: m.room_menu_results(), job: m.room_menu_results_job() },
    // The setup page: its owner changes the setup there, a co-host the event's look.
    ...(viewerCan(game, 'run')
      ? [
          {
            to: gamePaths.eventSetup(code),
            label: m.room_menu_event_setup(),
            job: m.room_menu_event_setup_job(),
          },
        ]
      : []),
  ];
  const linkClass = cn(buttonClasses({ variant: 'ghost', size: 'sm' }), 'justify-start px-2 text-start');
  return (
    <nav aria-label={m.room_menu_label()} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{m.room_menu_title()}</h3>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.to} className="flex flex-col items-start">
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
            <span className="ps-2 text-sm text-slate-600">{link.job}</span>
          </li>
        ))}
        {viewerCan(game, BIG_SCREEN_ABILITY) && (
          <li className="flex flex-col items-start">
            <BigScreenLink code={code} className={linkClass}>
              {m.room_menu_big_screen()}
            </BigScreenLink>
            <span className="ps-2 text-sm text-slate-600">{m.room_menu_big_screen_job()}</span>
          </li>
        )}
      </ul>
    </nav>
  );
}
