import { gameStage, type TGame, type TGameStage, type TInviteRole } from '@picture-bingo/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GameStatusBadge } from '@/components/game/game-status-badge';
import { PlayAgainButton } from '@/components/game/play-again-button';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { viewerCan, viewerRole } from '@/game/abilities';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { BingoCallsPanel } from './bingo-calls-panel';
import { ClaimRequests } from './claim-requests';
import { DraftChecklist } from './draft-checklist';
import { GameControls } from './game-controls';
import { GameDetails, GameMenu } from './room-details-view';
import { PrintKit } from './print-kit';
import { PrizeLinePanel } from './prize-line-panel';
import { LiveStandings } from './live-standings';
import { ReviewWaiting } from './review-waiting';
import { RoomShare } from './room-share';

export interface ControlRoomProps {
  game: TGame;
  /** Which of the spec's pages shows it: `/room/{code}` or `/host/{code}/room-details`. */
  page: 'room' | 'details';
  /** A paid game waiting for players: who is in, Open the big screen, Start Game (from the queue's feature). */
  lobby: ReactNode;
  /** A finished game: its results (from the results feature). */
  results: ReactNode;
  /** The owner's co-hosts, moderators and invite links (from the staff feature); nothing for a helper. */
  staff?: ReactNode;
}

/** What the stage's headline tells the host. */
const HEADLINES: Record<TGameStage, () => string> = {
  draft: m.room_headline_draft,
  lobby: m.room_headline_lobby,
  playing: m.room_headline_playing,
  paused: m.room_headline_paused,
  'time-up': m.room_headline_time_up,
  completed: m.room_headline_completed,
  cancelled: m.room_headline_cancelled,
};

/** A helper's role as the sentence "You help run this game as a …" names it. */
const ROLE_IN_SENTENCE: Record<TInviteRole, () => string> = {
  cohost: m.room_role_as_cohost,
  moderator: m.room_role_as_moderator,
};

/** The stage's own panel: the one thing the host does next, and what they need to do it. */
function NextStep({ game, lobby, results, stage }: ControlRoomProps & { stage: TGameStage }) {
  const code = game.gameCode;
  // A moderator reviews photos and looks after players; the game's controls belong to running it.
  if (!viewerCan(game, 'run') && stage !== 'draft' && stage !== 'completed') {
    return (
      <Card className="flex flex-col gap-5">
        <Link to={gamePaths.reviewQueue(code)} className={buttonClasses({ size: 'lg' })}>
          {m.game_photo_review()}
        </Link>
        <RoomShare code={code} />
      </Card>
    );
  }
  switch (stage) {
    case 'draft':
      return (
        <Card className="flex flex-col gap-5">
          <DraftChecklist game={game} />
          <RoomShare code={code} />
        </Card>
      );
    case 'lobby':
      return (
        <Card className="flex flex-col gap-6">
          <RoomShare code={code} qrOpen />
          {lobby}
        </Card>
      );
    case 'playing':
    case 'paused':
    case 'time-up':
      return (
        <div className="flex flex-col gap-4">
          <GameControls game={game} />
          {(game.photoReview || game.safetyCheck !== 'off') && <ReviewWaiting code={code} />}
          <LiveStandings game={game} />
        </div>
      );
    case 'completed':
      return (
        <div className="flex flex-col gap-4">
          {results}
          {viewerCan(game, 'own') && <PlayAgainButton code={code} size="lg" className="self-start" />}
        </div>
      );
    case 'cancelled':
      return <Alert variant="info">{m.room_cancelled_alert()}</Alert>;
  }
}

/**
 * The host's control room for one game, on the room page and on room details alike: it follows the game's stage
 * (setup checklist → code, QR and Start → play controls, review and BINGO! calls → results first) and always
 * shows the next step; every other screen sits in the secondary column.
 */
export function ControlRoom(props: ControlRoomProps) {
  const { game, page } = props;
  const stage = gameStage(game);
  const role = viewerRole(game);
  const runs = viewerCan(game, 'run');
  // New-phone requests are answered by whoever runs the game, while players can still play.
  const claims = runs && ['lobby', 'playing', 'paused', 'time-up'].includes(stage);
  // BINGO! calls are answered by whoever runs the game, until the game is settled.
  const bingoCalls = runs && ['playing', 'paused', 'time-up'].includes(stage);
  // A prize whose winner's line broke waits on whoever runs the game; the other staff see it too.
  const prizeLines = game.winMode === 'prizes' && ['playing', 'paused', 'time-up'].includes(stage);
  return (
    <div className="flex flex-col gap-6" data-stage={stage}>
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h2 dir="auto" className="text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">
            {game.eventTitle || m.room_untitled()}
          </h2>
          <GameStatusBadge status={game.status} />
        </div>
        <p className="text-lg text-violet-800">{HEADLINES[stage]()}</p>
        {role !== 'owner' && (
          <p className="text-slate-800">
            {rich(m.room_helping, { role: <strong>{ROLE_IN_SENTENCE[role]()}</strong> })}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {prizeLines && <PrizeLinePanel game={game} />}
          {bingoCalls && <BingoCallsPanel game={game} />}
          {claims && <ClaimRequests code={game.gameCode} />}
          <NextStep {...props} stage={stage} />
        </div>
        <aside aria-label={m.room_aside_label()} className="flex min-w-0 flex-col gap-6">
          {/* Joining stays open while the game runs: the code and link stay at hand. */}
          {runs && ['playing', 'paused'].includes(stage) && (
            <Card>
              <RoomShare code={game.gameCode} />
            </Card>
          )}
          <GameMenu game={game} page={page} />
          {props.staff}
          {runs && <PrintKit game={game} />}
          {viewerCan(game, 'own') && <GameDetails game={game} />}
        </aside>
      </div>
    </div>
  );
}
