import {
  gameStage,
  markedCount,
  REMOVED_FROM_GAME,
  type TBoard,
  uploadsClosedText,
} from '@picture-bingo/shared';
import { useState } from 'react';
import { RemovedNotice } from '@/components/game/removed-notice';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { useCellUploads } from '../hooks/use-cell-uploads';
import { useGameOutcome } from '../hooks/use-game-outcome';
import { useLiveBoard } from '../hooks/use-live-board';
import { BingoActions } from './bingo-actions';
import { BoardGrid } from './board-grid';
import { CellPhotoDialog } from './cell-photo-dialog';
import { GameOutcome } from './game-outcome';
import { GameRules } from './game-rules';

/**
 * The player's card: how the game ended (once it has), the event, the rules and clock, the grid to fill with
 * photos, and BINGO!.
 */
export function BoardView({ board }: { board: TBoard }) {
  // The cached board is the one source: live events and reconnections update it (see useLiveBoard).
  const { player, cells, game } = board;
  const code = game.gameCode;
  // The presented phase decides (no clock): the server announces time-up the moment it comes.
  const stage = gameStage(game);
  const outcome = useGameOutcome(code, stage === 'completed');
  const live = useLiveBoard(code, player.id, { onWinner: outcome.receive });
  const { uploads, upload, dismiss } = useCellUploads(code);
  const [openIdx, setOpenIdx] = useState<number | null>(null);
  const openCell = cells.find((cell) => cell.idx === openIdx && cell.thumb) ?? null;
  const closedReason = uploadsClosedText(stage);

  if (live.removedMessage || live.refusal === REMOVED_FROM_GAME)
    return <RemovedNotice message={live.removedMessage} />;

  const ordered = [...cells].sort((a, b) => a.idx - b.idx);
  const found = markedCount(
    ordered.map((cell) => cell.isMarked),
    game.boardSize,
  );
  return (
    <div className="flex flex-col gap-6">
      <GameOutcome
        game={game}
        playerId={player.id}
        leaderboard={outcome.leaderboard}
        arrivedLive={outcome.arrivedLive}
        loading={outcome.progress.isFetching}
        error={outcome.progress.error}
        onRetry={() => void outcome.progress.refetch()}
      />
      <Card className="flex flex-col gap-2">
        <h2 className="text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">{game.eventTitle}</h2>
        {game.welcomeMessage && (
          <p className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-800">{game.welcomeMessage}</p>
        )}
        <p className="text-sm text-slate-600">
          Player ID: <span className="font-mono">{player.id}</span>
        </p>
      </Card>
      <GameRules game={game} />
      <ConnectionNotice connection={live.connection} />
      {stage === 'paused' && <Alert variant="warning">The host paused the game. Uploads wait.</Alert>}
      <div className="flex flex-col gap-2">
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
          onDismiss={dismiss}
          closed={closedReason !== null}
        />
        <p className="text-sm text-slate-700">
          {found} of {game.boardSize * game.boardSize - 1} found
        </p>
      </div>
      <BingoActions game={game} cells={ordered} />
      <CellPhotoDialog
        code={code}
        cell={openCell}
        closed={closedReason !== null}
        onClose={() => setOpenIdx(null)}
        onReplace={(file) => openCell && void upload(openCell.idx, file)}
      />
    </div>
  );
}
