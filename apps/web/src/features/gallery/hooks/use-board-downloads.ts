import { countOf, type TGalleryPlayer } from '@picture-bingo/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { allPlayersZipEntries, buildZip, playerZipEntries } from '../utils/board-zip';
import { ALL_PLAYERS_ZIP_NAME, playerZipName } from '../utils/file-names';
import { loadPngBytes } from '../utils/png-bytes';
import { saveBlob } from '../utils/save-blob';

export const NO_IMAGES_MESSAGE = 'No images to download yet';
const FAILED_MESSAGE = 'Failed to download the board images';

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
      fileName: string,
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
          toast.info(NO_IMAGES_MESSAGE);
          return;
        }
        setProgress({ scope, label, done: 0, total: entries.length });
        const { blob, skipped } = await buildZip(entries, loadPngBytes, {
          signal: controller.signal,
          onProgress: ({ done, total }) => setProgress({ scope, label, done, total }),
        });
        if (!blob) {
          toast.error(FAILED_MESSAGE);
          return;
        }
        saveBlob(blob, fileName);
        if (skipped > 0) {
          toast.warning(
            `Downloaded ${fileName}, without ${countOf(skipped, 'photo')} that could not be loaded`,
          );
        } else {
          toast.success(`Downloaded ${fileName}`);
        }
      } catch {
        if (!controller.signal.aborted) toast.error(FAILED_MESSAGE);
      } finally {
        running.current = null;
        setProgress(null);
      }
    },
    [],
  );

  /** `{player}_board_images.zip`: the player's photos as `cell_{n}.png`. Stable, for memoised cards. */
  const downloadPlayer = useCallback(
    (player: TGalleryPlayer) =>
      void run(
        () => playerZipEntries(player),
        playerZipName(player.name),
        'player',
        `${player.name}'s board images`,
      ),
    [run],
  );

  /**
   * `all_players_board_images.zip`: a folder per player, of every player of the game (`loadPlayers` reads them
   * all when pressed, not only the pages on screen).
   */
  const downloadAll = useCallback(
    (loadPlayers: () => Promise<readonly TGalleryPlayer[]>) =>
      void run(
        async () => allPlayersZipEntries(await loadPlayers()),
        ALL_PLAYERS_ZIP_NAME,
        'all',
        "All players' board images",
      ),
    [run],
  );

  return { progress, busy: progress !== null, downloadPlayer, downloadAll };
}
