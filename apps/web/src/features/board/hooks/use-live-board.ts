import type { TBoard, TLeaderboard } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { storeWinner } from '@/game/progress-cache';
import { playerGameKeys } from '@/game/player-game';
import { useGameChannel } from '@/game/game-channel';
import { BUZZ, vibrate } from '@/lib/vibrate';
import { storeCell } from '../api/cell-image';
import { cellLabel } from '../utils/cell-state';
import { useBingoNotice } from './use-bingo-notice';

/**
 * The card kept live: the player's own cell changes (the host's approvals and rejections, uploads from another
 * tab), the game's pause, resume and end, another player's BINGO! (a short notice), the winner once the host chose one, and a fresh load after a dropped
 * connection or when the page comes back into view. The phone buzzes when a photo is rejected and at the winner.
 */
export function useLiveBoard(
  code: string,
  playerId: string,
  { onWinner }: { onWinner?: (leaderboard: TLeaderboard) => void } = {},
) {
  const queryClient = useQueryClient();
  const onBingoCalled = useBingoNotice(playerId);
  const setBoard = (change: (board: TBoard) => TBoard) =>
    queryClient.setQueryData<TBoard>(playerGameKeys.board(code), (board) => (board ? change(board) : board));
  const channel = useGameChannel(code, 'player', {
    onCellUpdated: (update) => {
      if (update.playerId !== playerId) return;
      storeCell(queryClient, code, update.cell);
      if (update.rejected) {
        vibrate(BUZZ.rejected);
        const why = update.cell.rejectedReason ? ` Reason: ${update.cell.rejectedReason}.` : '';
        toast.error(`The host rejected your photo for “${cellLabel(update.cell)}”.${why} Try another one.`);
      }
    },
    onGameUpdated: (game) => setBoard((board) => ({ ...board, game })),
    onBingoCalled,
    onWinner: (leaderboard) => {
      vibrate(BUZZ.winner);
      // The game is over (a game:updated says so too; this does not wait for it).
      setBoard((board) => ({ ...board, game: { ...board.game, status: 'COMPLETED', phase: 'finished' } }));
      storeWinner(queryClient, code, 'player', leaderboard);
      onWinner?.(leaderboard);
    },
    onReconnected: () => void queryClient.invalidateQueries({ queryKey: playerGameKeys.board(code) }),
  });
  // Each snapshot's game too: a card fetched ahead in the lobby may have been answered just before the start.
  const snapshotGame = channel.game;
  useEffect(() => {
    if (snapshotGame)
      queryClient.setQueryData<TBoard>(playerGameKeys.board(code), (board) =>
        board ? { ...board, game: snapshotGame } : board,
      );
  }, [snapshotGame, queryClient, code]);
  return channel;
}
