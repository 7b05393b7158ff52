import type { TBoard, TLeaderboard } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { m } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { storeWinner } from '@/game/progress-cache';
import { playerGameKeys } from '@/game/player-game';
import { useGameChannel } from '@/game/game-channel';
import { myBingoCallListeners } from '@/game/my-bingo-call';
import { BUZZ, vibrate } from '@/lib/vibrate';
import { storeCell } from '../api/cell-image';
import { cellLabel } from '../utils/cell-state';
import { prizeWithdrawnText } from '../components/bingo-call-status';
import { prizeNoticeText } from './prize-notice';
import { useBingoNotice } from './use-bingo-notice';

/**
 * The card kept live: the player's own cell changes (the host's approvals and rejections, uploads from another
 * tab), the game's pause, resume and end, another player's BINGO! (a short notice), the answer to this card's call, the winner once the host chose one, and a fresh load after a dropped
 * connection or when the page comes back into view, and in a team game a move to another team (the new team's card).
 * A photo guests' reports took off the game (or that counts again) is said with its label. The phone buzzes when a
 * photo is rejected or taken off by reports, and at the winner.
 */
export function useLiveBoard(
  code: string,
  /** The card this phone shows: the player's own, or in a team game their team's (its cells come live too). */
  playerId: string,
  {
    onWinner,
    onTeamChanged,
    myId = playerId,
  }: {
    onWinner?: (leaderboard: TLeaderboard) => void;
    onTeamChanged?: (move: { teamId: string }) => void;
    /** The player on this phone (a team's member), when the card is their team's. */
    myId?: string;
  } = {},
) {
  const queryClient = useQueryClient();
  const onBingoCalled = useBingoNotice(playerId, myId);
  const call = myBingoCallListeners(queryClient, code, [playerId, myId]);
  const setBoard = (change: (board: TBoard) => TBoard) =>
    queryClient.setQueryData<TBoard>(playerGameKeys.board(code), (board) => (board ? change(board) : board));
  const channel = useGameChannel(code, 'player', {
    onCellUpdated: (update) => {
      if (update.playerId !== playerId) return;
      storeCell(queryClient, code, update.cell);
      // A photo by a teammate who joined after the card was read: the card is read again, with its members.
      const team = queryClient.getQueryData<TBoard>(playerGameKeys.board(code))?.team;
      const added = update.cell.addedBy;
      if (team && added && !team.members.some((member) => member.id === added))
        void queryClient.invalidateQueries({ queryKey: playerGameKeys.board(code) });
      // Guests' reports took a counted photo off the game, or it counts again: the count changed, and why.
      if (update.reports === 'hidden') {
        vibrate(BUZZ.rejected);
        toast.warning(m.board_reported_toast({ label: cellLabel(update.cell) }));
      } else if (update.reports === 'returned') {
        toast.success(m.board_report_returned_toast({ label: cellLabel(update.cell) }));
      }
      if (update.rejected) {
        vibrate(BUZZ.rejected);
        const label = cellLabel(update.cell);
        const reason = update.cell.rejectedReason;
        toast.error(
          reason ? m.board_rejected_toast_reason({ label, reason }) : m.board_rejected_toast({ label }),
        );
      }
    },
    onGameUpdated: (game) => setBoard((board) => ({ ...board, game })),
    onBingoCalled: (payload) => {
      onBingoCalled(payload);
      call.onBingoCalled(payload);
    },
    onBingoAnswered: call.onBingoAnswered,
    // Each prize but the last (whose leaderboard comes as onWinner) gets its line on every phone.
    onPrizeAwarded: (payload) => {
      const notice = prizeNoticeText(payload, playerId);
      if (!notice) return;
      if (notice.mine) {
        vibrate(BUZZ.winner);
        toast.success(notice.text);
      } else toast.info(notice.text);
    },
    // A prize withdrawn (its winner's line was broken): every card lists the prizes anew, the winner's is told.
    onPrizeWithdrawn: ({ prizes, prize, playerId: winnerId, cause }) => {
      setBoard((board) => ({ ...board, game: { ...board.game, prizeAwards: prizes } }));
      if (winnerId !== playerId) return;
      vibrate(BUZZ.rejected);
      toast.warning(prizeWithdrawnText(prize.name, cause));
    },
    onWinner: (leaderboard) => {
      vibrate(BUZZ.winner);
      // The game is over (a game:updated says so too; this does not wait for it).
      setBoard((board) => ({ ...board, game: { ...board.game, status: 'COMPLETED', phase: 'finished' } }));
      storeWinner(queryClient, code, 'player', leaderboard);
      onWinner?.(leaderboard);
    },
    onReconnected: () => {
      void queryClient.invalidateQueries({ queryKey: playerGameKeys.board(code) });
      call.onReconnected();
    },
    // Moved to another team: its card (and members) are read afresh, and this phone follows that card.
    onTeamChanged: (move) => {
      void queryClient.invalidateQueries({ queryKey: playerGameKeys.board(code) });
      onTeamChanged?.(move);
    },
    // A teammate moved away, or a member moved in: the card's member list is read afresh (other teams' phones
    // have nothing to do).
    onPlayerTeam: ({ playerId, teamId }) => {
      const team = queryClient.getQueryData<TBoard>(playerGameKeys.board(code))?.team;
      if (team && (team.id === teamId || team.members.some((member) => member.id === playerId)))
        void queryClient.invalidateQueries({ queryKey: playerGameKeys.board(code) });
    },
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
