import { applyHearts, heartsQueryOptions } from '@/game/hearts';
import type { TGallery } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { progressListeners } from '@/game/progress-cache';
import { useGameChannel, type GameListeners } from '@/game/game-channel';
import { holdsWholeGame, livePhotosQueryOptions, screenGalleryQueryOptions } from '../api/screen-gallery';
import { galleryWithCell } from '@/game/gallery-updates';
import {
  livePhotosRenamed,
  livePhotosWithCell,
  livePhotosWithout,
  type WallPhoto,
} from '../utils/photo-wall';

/**
 * The big screen's one socket: the game and players from useGameChannel, the host's progress kept live
 * (ranking, winner), and new photos put into the cached page of the gallery the wall is read from (or, for a
 * player beyond that page, among the wall's live photos). `moments` hear the BINGO! calls, the prizes and the
 * winner, for the reveals.
 */
export function useLiveScreen(
  code: string,
  moments: Pick<GameListeners, 'onBingoCalled' | 'onPrizeAwarded' | 'onWinner'> = {},
) {
  const queryClient = useQueryClient();
  const progress = progressListeners(queryClient, code, 'host');
  const galleryKey = screenGalleryQueryOptions(code).queryKey;
  const liveKey = livePhotosQueryOptions(code).queryKey;
  const refreshGallery = () => void queryClient.invalidateQueries({ queryKey: galleryKey });
  const refreshHearts = () =>
    void queryClient.invalidateQueries({ queryKey: heartsQueryOptions(code, 'host').queryKey });
  const updateLive = (change: (live: WallPhoto[]) => WallPhoto[]) =>
    queryClient.setQueryData<WallPhoto[]>(liveKey, (live) => change(live ?? []));
  // Names of the players beyond the page, read when their photo comes (the host's channel lists every player).
  const names = useRef(new Map<string, string>());

  const channel = useGameChannel(
    code,
    'host',
    {
      ...progress,
      onCellUpdated: (update) => {
        progress.onCellUpdated?.(update);
        const cached = queryClient.getQueryData<TGallery>(galleryKey);
        if (!cached) return;
        const next = galleryWithCell(cached, update);
        if (next) queryClient.setQueryData(galleryKey, next);
        // A newcomer to a game the page holds whole: read it again.
        else if (holdsWholeGame(cached)) refreshGallery();
        else {
          const name = names.current.get(update.playerId) ?? '';
          updateLive((live) => livePhotosWithCell(live, update, name));
        }
      },
      onPlayerRemoved: (playerId) => {
        progress.onPlayerRemoved?.(playerId);
        // A removed player's photos leave the wall.
        updateLive((live) => livePhotosWithout(live, playerId));
        refreshGallery();
      },
      onBingoCalled: (payload) => {
        // The card shown with the BINGO! is read from the gallery: its newest photos first.
        refreshGallery();
        moments.onBingoCalled?.(payload);
      },
      onPrizeAwarded: (payload) => {
        progress.onPrizeAwarded?.(payload);
        // The prize's reveal shows its winner's card from the gallery: their newest photos first.
        refreshGallery();
        moments.onPrizeAwarded?.(payload);
      },
      onWinner: (leaderboard) => {
        progress.onWinner?.(leaderboard);
        moments.onWinner?.(leaderboard);
        refreshHearts();
      },
      onHearts: (updates) => applyHearts(queryClient, code, 'host', updates),
      onPlayerRenamed: (player) => {
        progress.onPlayerRenamed?.(player);
        updateLive((live) => livePhotosRenamed(live, player));
        refreshGallery();
      },
      onReconnected: () => {
        progress.onReconnected?.();
        refreshGallery();
        refreshHearts();
      },
    },
    { screen: true },
  );
  useEffect(() => {
    names.current = new Map(channel.players.map((player) => [player.id, player.name]));
  }, [channel.players]);
  return channel;
}
