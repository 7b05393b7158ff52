import { useQuery } from '@tanstack/react-query';
import { galleryPlayerQueryOptions } from '@/game/game-results';
import { holdsWholeGame, screenGalleryQueryOptions } from '../api/screen-gallery';

/**
 * One player's board for a reveal (their BINGO!, the winner): from the screen's page of the gallery, or, for a
 * player beyond it in a large game, read on its own (GET /game/:code/gallery?player). `failed`: the
 * card cannot be shown (the name is, without it).
 */
export function useScreenPlayer(code: string, playerId: string) {
  const gallery = useQuery(screenGalleryQueryOptions(code));
  const listed = gallery.data?.players.find((p) => p.id === playerId);
  // A game the page holds whole lacks only a newcomer, which the page's own refetch brings.
  const beyond = gallery.isError || (gallery.data !== undefined && !listed && !holdsWholeGame(gallery.data));
  const single = useQuery({ ...galleryPlayerQueryOptions(code, 'host', playerId), enabled: beyond });
  const player = listed ?? (beyond ? single.data?.players[0] : undefined);
  return { player, failed: beyond && single.isError };
}
