import type { TGalleryCard } from '@picture-bingo/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { allPlayersZipEntries, buildZip, playerZipEntries } from '../utils/board-zip';
import { ALL_PLAYERS_ZIP_NAME, ALL_TEAMS_ZIP_NAME, playerZipName } from '../utils/file-names';
import { loadPngBytes } from '../utils/png-bytes';
import { saveBlob } from '@/lib/download';

export interface DownloadProgress {
  /** Whose photos: one player's, or everyone's. */
  scope: 'player' | 'all';
  /** Read out with the progress bar, e.g. "Ana's board images". */
  label: string;
  done: number;
  total: number;
}

type Entries = ReturnType<typeof playerZipEntries>;

/**
 * The spec's zip downloads, built in the browser: one at a time, with progress, a toast when done. Leaving the
 * screen stops a download under way.
 */
export function useBoardDownloads() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (
      entriesOf: () => Entries | Promise<Entries>,
      zipName: string | (() => string),
      scope: DownloadProgress['scope'],
      label: string,
    ) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      try {
        const pending = entriesOf();
        // While the boards are read (Download All pages through the whole game), the bar has no count yet.
        if (pending instanceof Promise) setProgress({ scope, label, done: 0, total: 0 });
        const entries = await pending;
        if (controller.signal.aborted) return;
        if (entries.length === 0) {
          toast.info(m.gallery_no_images());
          return;
        }
        const fileName = typeof zipName === 'string' ? zipName : zipName();
        setProgress({ scope, label, done: 0, total: entries.filter((entry) => 'url' in entry).length });
        const { blob, skipped } = await buildZip(entries, loadPngBytes, {
          signal: controller.signal,
          onProgress: ({ done, total }) => setProgress({ scope, label, done, total }),
        });
        if (!blob) {
          toast.error(m.gallery_download_failed());
          return;
        }
        saveBlob(blob, fileName);
        if (skipped > 0) {
          toast.warning(m.gallery_downloaded_skipped({ file: fileName, count: skipped }));
        } else {
          toast.success(m.gallery_downloaded({ file: fileName }));
        }
      } catch {
        if (!controller.signal.aborted) toast.error(m.gallery_download_failed());
      } finally {
        running.current = null;
        setProgress(null);
      }
    },
    [],
  );

  /** `{player}_board_images.zip`: the player's photos as `cell_{n}.png`. Stable, for memoised cards. */
  const downloadPlayer = useCallback(
    (player: TGalleryCard) =>
      void run(
        () => playerZipEntries(player),
        playerZipName(player.name),
        'player',
        m.gallery_board_images_of({ name: player.name }),
      ),
    [run],
  );

  /**
   * `all_players_board_images.zip`: a folder per player, of every player of the game (`loadPlayers` reads them
   * all when pressed, not only the pages on screen); in a team game `all_teams_board_images.zip`, a folder per
   * team with its `members.txt`.
   */
  const downloadAll = useCallback(
    (loadPlayers: () => Promise<readonly TGalleryCard[]>) => {
      // The zip's name is known once the players are read: a team game's is its teams'.
      let name = ALL_PLAYERS_ZIP_NAME;
      void run(
        async () => {
          const players = await loadPlayers();
          if (players.some((player) => player.team)) name = ALL_TEAMS_ZIP_NAME;
          return allPlayersZipEntries(players);
        },
        () => name,
        'all',
        m.gallery_all_board_images(),
      );
    },
    [run],
  );

  return { progress, busy: progress !== null, downloadPlayer, downloadAll };
}
