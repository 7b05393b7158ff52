import {
  gameStage,
  isBeforeStart,
  isSettled,
  type TCell,
  type TCellUpdate,
  type TGallery,
  type TGameSummary,
} from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** One tile of the big screen's photo wall. */
export interface WallPhoto {
  /** Stable across updates: one tile per player's cell. */
  key: string;
  playerName: string;
  label: string;
  thumb: string;
  updatedAt: string;
}

/**
 * How many photos the wall shows (a fixed grid: tiles never move the layout): 3 × 2 tiles large enough for
 * captions read from the back of the room.
 */
export const WALL_SIZE = 6;

/** A cell's label on the wall: its text, or its number when it has none. */
const labelOf = (cell: Pick<TCell, 'value' | 'idx'>) =>
  cell.value || m.screen_cell_n({ n: formatCount(cell.idx + 1) });

const isShown = (cell: TCell): cell is TCell & { thumb: string; updatedAt: string } =>
  // Only photos that count and nothing holds: with photo review on, nothing reaches the projector before the host
  // approves it; nor before the safety check has passed it.
  cell.thumb !== null && cell.isMarked && !cell.hold && !cell.isFreeSpace && cell.updatedAt !== null;

const byNewest = (a: WallPhoto, b: WallPhoto) =>
  a.updatedAt === b.updatedAt ? (a.key < b.key ? -1 : 1) : a.updatedAt < b.updatedAt ? 1 : -1;

/**
 * The newest counting photos of the game, newest first (ties in a fixed order), at most `limit`: those of the
 * gallery's players and `live` ones (photos that came in from players beyond the screen's page of it).
 */
export function newestPhotos(
  gallery: Pick<TGallery, 'players'>,
  limit = WALL_SIZE,
  live: readonly WallPhoto[] = [],
): WallPhoto[] {
  const photos: WallPhoto[] = [...live];
  for (const player of gallery.players) {
    for (const cell of player.cells) {
      if (!isShown(cell)) continue;
      photos.push({
        key: `${player.id}:${cell.idx}`,
        playerName: player.name,
        label: labelOf(cell),
        thumb: cell.thumb,
        updatedAt: cell.updatedAt,
      });
    }
  }
  photos.sort(byNewest);
  return photos.slice(0, limit);
}

/**
 * A live cell change of a player the screen's page of the gallery does not hold (a large game) put
 * among the wall's live photos: a counting photo takes its place by time, anything else takes the cell's photo
 * off. Only the newest WALL_SIZE are kept (older ones could never be shown again).
 */
export function livePhotosWithCell(
  live: readonly WallPhoto[],
  update: TCellUpdate,
  playerName: string,
): WallPhoto[] {
  const key = `${update.playerId}:${update.cell.idx}`;
  const held = live.find((photo) => photo.key === key);
  const { cell } = update;
  if (held && cell.updatedAt !== null && Date.parse(cell.updatedAt) < Date.parse(held.updatedAt))
    return [...live];
  const others = live.filter((photo) => photo !== held);
  if (!isShown(cell)) return others;
  const photo = {
    key,
    playerName,
    label: labelOf(cell),
    thumb: cell.thumb,
    updatedAt: cell.updatedAt,
  };
  return [photo, ...others].sort(byNewest).slice(0, WALL_SIZE);
}

/** A removed player's live photos leave the wall; a renamed one's say the new name. */
export const livePhotosWithout = (live: readonly WallPhoto[], playerId: string) =>
  live.filter((photo) => !photo.key.startsWith(`${playerId}:`));

export const livePhotosRenamed = (live: readonly WallPhoto[], player: { id: string; name: string }) =>
  live.map((photo) =>
    photo.key.startsWith(`${player.id}:`) ? { ...photo, playerName: player.name } : photo,
  );

/** What the big screen shows for the game's state. */
export type ScreenMode = 'lobby' | 'playing' | 'completed' | 'cancelled';

export function screenMode(game: Pick<TGameSummary, 'status' | 'phase'>): ScreenMode {
  const stage = gameStage(game);
  if (isSettled(stage)) return stage;
  if (isBeforeStart(stage)) return 'lobby';
  // Playing, paused, or time up while the host has yet to choose the winner.
  return 'playing';
}
