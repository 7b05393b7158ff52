import type { TCrowdFavourite, TGameHearts } from '@picture-bingo/shared/hearts';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { listHeartsGivenBy, listShownPhotoHearts } from '../../db/repositories/hearts.repo';
import { mediaUrl } from '../../storage/media-store';

type ShownHearts = Awaited<ReturnType<typeof listShownPhotoHearts>>[number];

/**
 * The crowd favourite among the shown photos: most hearts; a tie goes to the photo that reached its count first
 * (its last heart came earliest), then by player and cell so every node names the same one. Null with no hearts.
 */
export function crowdFavouriteOf(photos: ShownHearts[]): TCrowdFavourite | null {
  const [best] = [...photos].sort(
    (a, b) =>
      b.hearts - a.hearts ||
      String(a.last_at).localeCompare(String(b.last_at)) ||
      a.player_id.localeCompare(b.player_id) ||
      a.idx - b.idx,
  );
  if (!best?.thumb_key) return null;
  return {
    playerId: best.player_id,
    playerName: best.player_name,
    idx: best.idx,
    label: best.value,
    thumb: mediaUrl(best.thumb_key),
    hearts: best.hearts,
  };
}

/**
 * GET /game/:code/hearts: the hearts of every shown photo, the cells the calling player gave a heart (none for
 * staff), and the crowd favourite once the game is completed.
 */
export async function gameHearts(
  ctx: AppContext,
  game: GameRow,
  playerId: string | null,
): Promise<TGameHearts> {
  const [photos, mine] = await Promise.all([
    listShownPhotoHearts(ctx.db, game.id),
    playerId ? listHeartsGivenBy(ctx.db, playerId) : Promise.resolve([]),
  ]);
  return {
    photos: photos.map((photo) => ({ playerId: photo.player_id, idx: photo.idx, hearts: photo.hearts })),
    mine: mine.map((cell) => ({ playerId: cell.player_id, idx: cell.idx })),
    favourite: game.status === 'COMPLETED' ? crowdFavouriteOf(photos) : null,
  };
}
