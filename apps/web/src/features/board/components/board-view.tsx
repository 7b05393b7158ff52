import { gameStage, markedCount, type TBoard, type TGameStage } from '@picture-bingo/shared';
import { lazy, Suspense, useMemo, useState } from 'react';
import { RemovedNotice } from '@/components/game/removed-notice';
import { Alert } from '@/components/ui/alert';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { pausedText, useCellUploads } from '../hooks/use-cell-uploads';
import { useGameOutcome } from '../hooks/use-game-outcome';
import { useLiveBoard } from '../hooks/use-live-board';
import { useWakeLock } from '../hooks/use-wake-lock';
import { cellLabel } from '../utils/cell-state';
import { useMyBingoCall } from '@/game/my-bingo-call';
import { BingoActions } from './bingo-actions';
import { BingoCallStatus } from './bingo-call-status';
import { BoardDetails } from './board-details';
import { BoardGrid } from './board-grid';
import { BoardHeader } from './board-header';
import { CellFailureDialog } from './cell-failure-dialog';
import { PhotoMarkLegend } from './cell-parts';
import { CellPhotoDialog } from './cell-photo-dialog';
import { GameOutcome } from './game-outcome';
import { RejectedNotes } from './rejected-notes';
import { CameraOnlyContext } from './camera-only';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

// The card to keep (drawn on a canvas) is offered once the game has a winner: a card in play never loads it.
const KeepCard = lazy(() => import('./keep-card').then((module) => ({ default: module.KeepCard })));
// Team play's parts, fetched only in a team game (the line) or after a teammate took a cell (the kept photo).
const TeamLine = lazy(async () => ({ default: (await import('./team-line')).TeamLine }));
const KeptPhotoNotice = lazy(async () => ({
  default: (await import('./kept-photo-notice')).KeptPhotoNotice,
}));

/** Why photos can no longer be added (time up, ended by the host, over or cancelled), or null while they can. */
function uploadsClosedMessage(stage: TGameStage, endedEarly = false): string | null {
  switch (stage) {
    case 'cancelled':
      return m.board_closed_cancelled();
    case 'completed':
      return m.board_closed_over();
    case 'time-up':
      return endedEarly ? m.board_closed_host_ended() : m.board_closed_time_up();
    default:
      return null;
  }
}

/**
 * The player's card, phone first: the event, their name and the clock, the whole grid and BINGO! on the first
 * screen (BINGO! in a bar that sticks to the bottom); the welcome, rules and Player ID below.
 */
export function BoardView({ board }: { board: TBoard }) {
  // The cached board is the one source: live events and reconnections update it (see useLiveBoard).
  const { player, cells, game } = board;
  const code = game.gameCode;
  // The presented phase decides (no clock): the server announces time-up the moment it comes.
  const stage = gameStage(game);
  const outcome = useGameOutcome(code, stage === 'completed');
  // The team the host moved this member to: the board says so once it shows that team's card.
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const live = useLiveBoard(code, board.team?.cardId ?? player.id, {
    onWinner: outcome.receive,
    onTeamChanged: ({ teamId }) => setMovedTo(teamId),
    myId: player.id,
  });
  const call = useMyBingoCall(code);
  const closedReason = uploadsClosedMessage(stage, game.endedEarly);
  const { uploads, upload, dismiss, kept, place, discard } = useCellUploads(code, stage, closedReason);
  const [openIdx, setOpenIdx] = useState<number | null>(null);
  const [failedIdx, setFailedIdx] = useState<number | null>(null);
  const openCell = cells.find((cell) => cell.idx === openIdx && cell.thumb) ?? null;
  const failedUpload = failedIdx === null ? undefined : uploads[failedIdx];
  const failedCell = cells.find((cell) => cell.idx === failedIdx);
  const failure =
    failedUpload?.status === 'failed' && failedCell
      ? { label: cellLabel(failedCell), upload: failedUpload }
      : null;
  useWakeLock(stage === 'playing');
  const members = useMemo(
    () => (board.team ? new Map(board.team.members.map((member) => [member.id, member.name])) : undefined),
    [board.team],
  );

  if (live.removedCode) return <RemovedNotice code={live.removedCode} />;

  const ordered = [...cells].sort((a, b) => a.idx - b.idx);
  const found = markedCount(
    ordered.map((cell) => cell.isMarked),
    game.boardSize,
  );
  return (
    <CameraOnlyContext value={board.cameraOnly === true}>
      <div className="flex flex-col gap-3">
        <GameOutcome
          game={game}
          playerId={player.id}
          leaderboard={outcome.leaderboard}
          arrivedLive={outcome.arrivedLive}
          loading={outcome.progress.isFetching}
          error={outcome.progress.error}
          onRetry={() => void outcome.progress.refetch()}
        />
        <BoardHeader game={game} player={player} />
        {board.team && (
          <Suspense fallback={null}>
            <TeamLine team={board.team} moved={movedTo === board.team.id} />
          </Suspense>
        )}
        <ConnectionNotice connection={live.connection} />
        {stage !== 'completed' && stage !== 'cancelled' && (
          <BingoCallStatus call={call} hostName={game.hostName} />
        )}
        {stage === 'paused' && <Alert variant="warning">{pausedText(uploads)}</Alert>}
        {closedReason && (
          <p className="text-sm font-medium text-slate-800" data-testid="uploads-closed">
            {closedReason}
          </p>
        )}
        {kept[0] && (
          <Suspense fallback={null}>
            <KeptPhotoNotice
              key={kept[0].id}
              photo={kept[0]}
              cells={ordered}
              uploads={uploads}
              closed={closedReason !== null}
              onPlace={(idx) => place(kept[0].id, idx)}
              onDiscard={() => discard(kept[0].id)}
            />
          </Suspense>
        )}
        <BoardGrid
          cells={ordered}
          size={game.boardSize}
          uploads={uploads}
          onFile={(idx, file) => void upload(idx, file)}
          onOpenPhoto={setOpenIdx}
          onOpenFailure={setFailedIdx}
          closed={closedReason !== null}
          members={members}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <p className="text-sm font-medium text-slate-800">
            {m.board_found({
              found: formatCount(found),
              total: formatCount(game.boardSize * game.boardSize - 1),
            })}
          </p>
          <PhotoMarkLegend reported={cells.some((cell) => cell.hold === 'reported')} />
        </div>
        {stage === 'completed' && outcome.leaderboard && (
          <Suspense fallback={null}>
            <KeepCard
              code={code}
              title={game.eventTitle}
              playerName={player.name}
              boardSize={game.boardSize}
              cells={ordered}
              won={outcome.leaderboard.winner.id === player.id}
            />
          </Suspense>
        )}
        <RejectedNotes cells={ordered} />
        <BingoActions game={game} cells={ordered} cardId={board.team?.cardId ?? player.id} />
        <BoardDetails game={game} player={player} />
        <CellPhotoDialog
          code={code}
          cell={openCell}
          closed={closedReason !== null}
          onClose={() => setOpenIdx(null)}
          onReplace={(file) => openCell && void upload(openCell.idx, file)}
        />
        <CellFailureDialog
          failure={failure}
          closed={closedReason !== null}
          onClose={() => setFailedIdx(null)}
          onRetry={(file) => failedIdx !== null && void upload(failedIdx, file)}
          onFile={(file) => failedIdx !== null && void upload(failedIdx, file)}
          onDismiss={() => failedIdx !== null && dismiss(failedIdx)}
        />
      </div>
    </CameraOnlyContext>
  );
}
