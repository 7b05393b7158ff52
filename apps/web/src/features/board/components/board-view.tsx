import { gameStage, markedCount, type TBoard, uploadsClosedText } from '@picture-bingo/shared';
import { useState } from 'react';
import { RemovedNotice } from '@/components/game/removed-notice';
import { Alert } from '@/components/ui/alert';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { pausedText, useCellUploads } from '../hooks/use-cell-uploads';
import { useGameOutcome } from '../hooks/use-game-outcome';
import { useLiveBoard } from '../hooks/use-live-board';
import { useWakeLock } from '../hooks/use-wake-lock';
import { cellLabel } from '../utils/cell-state';
import { BingoActions } from './bingo-actions';
import { BoardDetails } from './board-details';
import { BoardGrid } from './board-grid';
import { BoardHeader } from './board-header';
import { CellFailureDialog } from './cell-failure-dialog';
import { PhotoMarkLegend } from './cell-parts';
import { CellPhotoDialog } from './cell-photo-dialog';
import { GameOutcome } from './game-outcome';
import { RejectedNotes } from './rejected-notes';

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
  const live = useLiveBoard(code, player.id, { onWinner: outcome.receive });
  const closedReason = uploadsClosedText(stage, game.endedEarly);
  const { uploads, upload, dismiss } = useCellUploads(code, stage, closedReason);
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

  if (live.removedCode) return <RemovedNotice code={live.removedCode} />;

  const ordered = [...cells].sort((a, b) => a.idx - b.idx);
  const found = markedCount(
    ordered.map((cell) => cell.isMarked),
    game.boardSize,
  );
  return (
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
      <ConnectionNotice connection={live.connection} />
      {stage === 'paused' && <Alert variant="warning">{pausedText(uploads)}</Alert>}
      {closedReason && (
        <p className="text-sm font-medium text-slate-800" data-testid="uploads-closed">
          {closedReason}
        </p>
      )}
      <BoardGrid
        cells={ordered}
        size={game.boardSize}
        uploads={uploads}
        onFile={(idx, file) => void upload(idx, file)}
        onOpenPhoto={setOpenIdx}
        onOpenFailure={setFailedIdx}
        closed={closedReason !== null}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="text-sm font-medium text-slate-800">
          {found} of {game.boardSize * game.boardSize - 1} found
        </p>
        <PhotoMarkLegend />
      </div>
      <RejectedNotes cells={ordered} />
      <BingoActions game={game} cells={ordered} />
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
  );
}
