import type { TGalleryCard } from '@picture-bingo/shared';
import { useQuery } from '@tanstack/react-query';
import type { GameRole } from '@/game/game-channel';
import { galleryPlayerQueryOptions } from '@/game/game-results';

/** The player a link to one card points at (`#player-{id}`, as the cards' ids are), or null. */
export function linkedPlayerId(hash: string): string | null {
  const match = /^#player-(.+)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * A link to one card whose player is not on the loaded pages (a large game): their board is read on
 * its own (GET /game/:code/gallery?player), so the card shows and can be scrolled to without reading every page
 * before it. `player` is null while the link's player is on the loaded pages (or there is no link); `missing`:
 * the link's player is not in the game (removed, or a wrong link).
 */
export function useLinkedPlayer(
  code: string,
  role: GameRole,
  hash: string,
  loaded: readonly TGalleryCard[] | null,
) {
  const id = linkedPlayerId(hash);
  const beyond = id !== null && loaded !== null && !loaded.some((p) => p.id === id);
  const single = useQuery({ ...galleryPlayerQueryOptions(code, role, id ?? ''), enabled: beyond });
  const player: TGalleryCard | null = beyond ? (single.data?.players[0] ?? null) : null;
  return { player, missing: beyond && single.isError };
}
