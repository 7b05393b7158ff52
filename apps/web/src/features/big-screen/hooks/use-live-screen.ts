import type { TGallery } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { progressListeners } from '@/lib/progress-cache';
import { resultsKeys } from '@/lib/game-results';
import { useGameChannel, type GameListeners } from '@/lib/game-channel';
import { galleryWithCell } from '../utils/photo-wall';

/**
 * The big screen's one socket: the game and players from useGameChannel, the host's progress kept live
 * (ranking, winner), and new photos put into the cached gallery the wall is read from. `moments` hear the
 * BINGO! calls and the winner, for the reveals.
 */
export function useLiveScreen(code: string, moments: Pick<GameListeners, 'onBingoCalled' | 'onWinner'> = {}) {
  const queryClient = useQueryClient();
  const progress = progressListeners(queryClient, code, 'host');
  const galleryKey = resultsKeys.gallery(code, 'host');
  const refreshGallery = () => void queryClient.invalidateQueries({ queryKey: galleryKey });

  return useGameChannel(code, 'host', {
    ...progress,
    onCellUpdated: (update) => {
      progress.onCellUpdated?.(update);
      const cached = queryClient.getQueryData<TGallery>(galleryKey);
      if (!cached) return;
      const next = galleryWithCell(cached, update);
      if (next) queryClient.setQueryData(galleryKey, next);
      else refreshGallery();
    },
    onPlayerRemoved: (playerId) => {
      progress.onPlayerRemoved?.(playerId);
      // A removed player's photos leave the wall.
      refreshGallery();
    },
    onBingoCalled: (payload) => {
      // The card shown with the BINGO! is read from the gallery: its newest photos first.
      refreshGallery();
      moments.onBingoCalled?.(payload);
    },
    onWinner: (leaderboard) => {
      progress.onWinner?.(leaderboard);
      moments.onWinner?.(leaderboard);
    },
    onPlayerRenamed: (player) => {
      progress.onPlayerRenamed?.(player);
      refreshGallery();
    },
    onReconnected: () => {
      progress.onReconnected?.();
      refreshGallery();
    },
  });
}
