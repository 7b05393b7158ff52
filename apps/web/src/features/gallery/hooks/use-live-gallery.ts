import type { TGallery } from '@picture-bingo/shared';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { galleryTotal, resultsKeys } from '@/game/game-results';
import { galleryPagesQueryOptions } from '../api/gallery-pages-query';
import { useGameChannel, type GameRole } from '@/game/game-channel';
import { applyHearts, heartsQueryOptions } from '@/game/hearts';
import { myBingoCallListeners } from '@/game/my-bingo-call';
import { applyCellUpdate, applyPlayerCompleted } from '../utils/gallery-cache';
import {
  isWholeGame,
  loadedPlayers,
  patchLoadedPlayer,
  renamedPlayer,
  withGameOnPages,
  withoutPlayer,
  withTotalChange,
  withWinnerOnPages,
  type GalleryPages,
} from '../utils/gallery-pages';

/**
 * The players' boards, a page at a time, kept live: photos, approvals, completions and renames are
 * patched into the loaded pages (one player's card at a time, so the other cards stay as they are), and so is
 * the winner. A change to a player not loaded yet is left to "Show more players", which reads them as they are
 * then; only a small game (one page holds it all) is fetched again for a player it has not seen.
 */
export function useLiveGallery(code: string, role: GameRole, myId?: string) {
  const queryClient = useQueryClient();
  const gallery = useInfiniteQuery(galleryPagesQueryOptions(code, role));
  const key = resultsKeys.galleryPages(code, role);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  /** Changes the cached pages; with none loaded yet (a fetch under way), fetches again. */
  const update = (change: (current: GalleryPages) => GalleryPages) => {
    const current = queryClient.getQueryData<GalleryPages>(key);
    if (current) queryClient.setQueryData<GalleryPages>(key, change(current));
    else refresh();
  };
  // Boards read one at a time (a linked card beyond the pages, hooks/use-linked-player.ts) are kept live too.
  const singlesKey = resultsKeys.galleryPlayers(code, role);
  const refreshSingles = () => void queryClient.invalidateQueries({ queryKey: singlesKey });
  const refreshHearts = () =>
    void queryClient.invalidateQueries({ queryKey: heartsQueryOptions(code, role).queryKey });
  const patchPlayer = (change: (page: TGallery) => TGallery | null) => {
    queryClient.setQueriesData<TGallery>({ queryKey: singlesKey }, (single) =>
      single ? (change(single) ?? single) : single,
    );
    const current = queryClient.getQueryData<GalleryPages>(key);
    const next = current ? patchLoadedPlayer(current, change) : null;
    if (next) queryClient.setQueryData<GalleryPages>(key, next);
    else if (!current || isWholeGame(current)) refresh();
  };

  // A player's own BINGO! call: its answer ends the moment's wait.
  const call = role === 'player' && myId ? myBingoCallListeners(queryClient, code, [myId]) : null;
  const live = useGameChannel(
    code,
    role,
    {
      onBingoAnswered: call?.onBingoAnswered,
      onBingoCalled: call?.onBingoCalled,
      onCellUpdated: (change) => patchPlayer((page) => applyCellUpdate(page, change)),
      onPlayerCompleted: (payload) => patchPlayer((page) => applyPlayerCompleted(page, payload)),
      onPlayerRenamed: (player) => patchPlayer((page) => renamedPlayer(page, player)),
      onPlayerRemoved: (playerId) => {
        update((current) => withoutPlayer(current, playerId));
        void queryClient.invalidateQueries({ queryKey: resultsKeys.galleryPlayer(code, role, playerId) });
      },
      onGameUpdated: (game) => update((current) => withGameOnPages(current, game)),
      onWinner: (leaderboard) => {
        update((current) => withWinnerOnPages(current, leaderboard));
        // The crowd favourite is named once the game is completed.
        refreshHearts();
      },
      onHearts: (updates) => applyHearts(queryClient, code, role, updates),
      // One fetch per frame of joins in a small game; in a large one the newcomers wait behind Show more.
      onPlayersJoined: (players) => {
        const current = queryClient.getQueryData<GalleryPages>(key);
        if (!current || isWholeGame(current)) refresh();
        else queryClient.setQueryData<GalleryPages>(key, withTotalChange(current, players.length));
      },
      // Frames may have been missed: the loaded pages are read again.
      onReconnected: () => {
        refresh();
        refreshSingles();
        refreshHearts();
        call?.onReconnected();
      },
    },
    { watch: true },
  );

  const { data } = gallery;
  const view = useMemo(() => {
    if (!data) return null;
    const newest = data.pages[data.pages.length - 1];
    return {
      game: newest.game,
      leaderboard: newest.leaderboard,
      players: loadedPlayers(data),
      total: galleryTotal(data.pages),
    };
  }, [data]);
  /** "Show more players" (components/show-more-players.tsx). */
  const more = {
    paged: gallery.hasNextPage || (data?.pages.length ?? 0) > 1,
    hasMore: gallery.hasNextPage,
    loading: gallery.isFetchingNextPage,
    failed: gallery.isFetchNextPageError,
    onShowMore: () => void gallery.fetchNextPage(),
  };
  return { gallery, view, more, live };
}
