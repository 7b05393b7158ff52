import type { TGallery } from '@picture-bingo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { galleryQueryOptions, resultsKeys } from '@/lib/game-results';
import { useGameChannel, type GameRole } from '@/lib/game-channel';
import {
  applyCellUpdate,
  applyGame,
  applyPlayerCompleted,
  applyWinner,
  removePlayer,
} from '../utils/gallery-cache';

/**
 * Every player's board, kept live: photos, approvals and completions are patched into the cached gallery
 * (one player's card at a time, so the other cards stay as they are), and so is the winner; a new player or a
 * dropped connection fetches it again.
 */
export function useLiveGallery(code: string, role: GameRole) {
  const queryClient = useQueryClient();
  const gallery = useQuery(galleryQueryOptions(code, role));
  const key = resultsKeys.gallery(code, role);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  /** Applies a patch to the cached gallery; a patch answering null (or no gallery yet) fetches it again. */
  const patch = (change: (current: TGallery) => TGallery | null) => {
    const current = queryClient.getQueryData<TGallery>(key);
    const next = current ? change(current) : null;
    if (next) queryClient.setQueryData<TGallery>(key, next);
    else refresh();
  };

  const live = useGameChannel(
    code,
    role,
    {
      onCellUpdated: (update) => patch((current) => applyCellUpdate(current, update)),
      onPlayerCompleted: (payload) => patch((current) => applyPlayerCompleted(current, payload)),
      onPlayerRemoved: (playerId) => patch((current) => removePlayer(current, playerId)),
      onGameUpdated: (game) => patch((current) => applyGame(current, game)),
      onWinner: (leaderboard) => patch((current) => applyWinner(current, leaderboard)),
      // One fetch per frame of joins, not one per join.
      onPlayersJoined: refresh,
      onPlayerRenamed: refresh,
      onReconnected: refresh,
    },
    { watch: true },
  );
  return { gallery, live };
}
