import type { TBoard } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { playerGameKeys } from '@/lib/player-game';
import { useLobby } from '@/lib/realtime';
import { storeCell } from '../api/cell-image';
import { cellLabel } from '../utils/cell-state';

/**
 * The card kept live: the player's own cell changes (the host's approvals and rejections, uploads from another
 * tab), the game's pause, resume and end, and a fresh load after a dropped connection.
 */
export function useLiveBoard(code: string, playerId: string) {
  const queryClient = useQueryClient();
  return useLobby(code, 'player', {
    onCellUpdated: (update) => {
      if (update.playerId !== playerId) return;
      storeCell(queryClient, code, update.cell);
      if (update.rejected) {
        toast.error(`The host rejected your photo for “${cellLabel(update.cell)}”. Try another one.`);
      }
    },
    onGameUpdated: (game) =>
      queryClient.setQueryData<TBoard>(playerGameKeys.board(code), (board) =>
        board ? { ...board, game } : board,
      ),
    onReconnected: () => void queryClient.invalidateQueries({ queryKey: playerGameKeys.board(code) }),
  });
}
