import { countOf, gameStage, isBeforeStart, type TGame, UNTITLED_GAME } from '@picture-bingo/shared';
import type { ReactNode } from 'react';
import { DuplicateGameButton } from '@/components/game/duplicate-game-button';
import { Link, useNavigate } from 'react-router';
import { DeleteGameButton } from '@/components/game/delete-game-button';
import { GameStatusBadge } from '@/components/game/game-status-badge';
import { PhotosKept } from '@/components/game/photos-kept';
import { ReviewCountLink } from '@/components/game/review-count-link';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate, formatEventDate } from '@/lib/format';
import { gamePaths } from '@/lib/paths';
import { GameControls } from './game-controls';
import { RoomShare } from './room-share';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

/** /host/{code}/room-details: the game summary (DESIGN.md section 1) with sharing and the host's next stops. */
export function RoomDetailsView({ game }: { game: TGame }) {
  const code = game.gameCode;
  const navigate = useNavigate();
  const stage = gameStage(game);
  // Drafts, cancelled and completed games may be deleted; a running one is cancelled first.
  const deletable = stage === 'draft' || stage === 'cancelled' || stage === 'completed';
  const links = [
    { to: gamePaths.playersQueue(code), label: 'Players Queue' },
    { to: gamePaths.gallery(code), label: 'Gallery' },
    { to: gamePaths.progress(code), label: 'Progress' },
    { to: gamePaths.roomPlayers(code), label: 'Room Players' },
    { to: gamePaths.bigScreen(code), label: 'Big Screen' },
    { to: gamePaths.results(code), label: 'Results' },
  ];

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5">
        <h2 className="text-xl font-bold [overflow-wrap:anywhere] text-slate-900">
          {game.eventTitle || UNTITLED_GAME}
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Fact term="Event Date">{game.eventDate ? formatEventDate(game.eventDate) : 'Not set'}</Fact>
          <Fact term="Status">
            <GameStatusBadge status={game.status} />
          </Fact>
          <Fact term="Payment">
            <Badge color={game.paid ? 'success' : 'warning'}>{game.paid ? 'Paid' : 'Not paid'}</Badge>
          </Fact>
          <Fact term="Players">
            {game.playerCount} of {game.maxPlayer}
          </Fact>
          <Fact term="Board">
            {game.boardSize}x{game.boardSize}, {countOf(game.words.length, 'label')}
          </Fact>
          <Fact term="Created">{formatDate(game.createdAt)}</Fact>
        </dl>
        <PhotosKept deleteAt={game.photosDeleteAt} />
        <div className="flex flex-wrap gap-3">
          {stage === 'draft' && (
            <Link to={gamePaths.eventSetup(code)} className={cn(buttonClasses({ variant: 'soft' }))}>
              Continue setup
            </Link>
          )}
          <DuplicateGameButton code={code} title={game.eventTitle || UNTITLED_GAME} />
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
      {!isBeforeStart(gameStage(game)) && <GameControls game={game} />}
      <Card>
        <RoomShare code={code} />
      </Card>
      <nav aria-label="Game screens" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(game.photoReview || game.safetyCheck !== 'off') && <ReviewCountLink code={code} />}
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={buttonClasses({ variant: 'outlined' })}>
            {link.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
