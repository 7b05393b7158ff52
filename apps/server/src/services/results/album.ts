import { Readable } from 'node:stream';
import type { TAlbumLayout, TResultsPhoto } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { tooLarge } from '../../errors';
import { ZIP_MAX_BYTES, ZIP_MAX_ENTRIES, zipLength, zipStream, type ZipSource } from '../../lib/zip-stream';
import { albumIndexHtml } from './album-index';
import { albumZipName, MEMBERS_FILE, placeAlbumPhotos, type AlbumPlacement } from './album-names';
import { approvedPhotos } from './results-page';
import { loadStandings, type Standings } from './standings';

/** How many photo sizes are asked of the media store at once (S3: HEAD requests). */
const SIZE_CONCURRENCY = 16;

export interface AlbumPlan {
  fileName: string;
  photoCount: number;
  /** The zip's exact length (Content-Length). */
  bytes: number;
  sources: ZipSource[];
}

/** Each key's stored size, a few at a time; null for a file gone meanwhile. */
async function sizesOf(ctx: AppContext, keys: readonly string[]): Promise<(number | null)[]> {
  const sizes: (number | null)[] = new Array<number | null>(keys.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const i = next++;
      sizes[i] = await ctx.media.size(keys[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SIZE_CONCURRENCY, keys.length) }, worker));
  return sizes;
}

const keyOf = (photo: TResultsPhoto) => photo.image.slice('/media/'.length);

const textSource = (path: string, bytes: Buffer): ZipSource => ({
  path,
  size: bytes.length,
  read: () => Readable.from([bytes]),
});

/** Each team folder's `members.txt`: the team's name, then its members, one a line. */
function memberLists(
  placements: readonly AlbumPlacement<TResultsPhoto>[],
  teams: ReadonlyMap<string, readonly string[]>,
): ZipSource[] {
  const folders = new Map<string, TResultsPhoto>();
  for (const { folder, photo } of placements) if (!folders.has(folder)) folders.set(folder, photo);
  return [...folders].map(([folder, photo]) =>
    textSource(
      `${folder}/${MEMBERS_FILE}`,
      Buffer.from(`${[photo.playerName, ...(teams.get(photo.playerId) ?? [])].join('\n')}\n`, 'utf8'),
    ),
  );
}

/** In a team game, each team card's members' names by card id (standings list them beside the card). */
function membersByCard(standings: Standings): Map<string, string[]> {
  const members = new Map<string, string[]>();
  for (const entry of standings.progress) if (entry.team) members.set(entry.id, entry.team.members);
  return members;
}

/**
 * The photo album of a game: every approved photo as stored (the 1600 px WebP, not re-encoded), named
 * `{label} - {player}.webp` in a folder per player or per label, and an index.html that shows them offline.
 * In a team game a card is its team's: the folders are the teams', each with a `members.txt` naming its members,
 * and the index lists them under the team's name. Only the names and sizes are read here; the photos are read one
 * at a time while the zip streams out.
 */
export async function planAlbum(ctx: AppContext, game: GameRow, by: TAlbumLayout): Promise<AlbumPlan> {
  const standings = await loadStandings(ctx.db, game);
  const teams = game.game_mode === 'teams' ? membersByCard(standings) : null;
  const photos = approvedPhotos(standings);
  const sizes = await sizesOf(ctx, photos.map(keyOf));
  const present = photos.flatMap((photo, i) => {
    const size = sizes[i];
    return size === null ? [] : [{ ...photo, size }];
  });
  const placements = placeAlbumPhotos(present, by);
  const index = Buffer.from(
    albumIndexHtml({ title: game.event_title, eventDate: game.event_date, by, teams }, placements),
    'utf8',
  );
  const sources: ZipSource[] = [
    textSource('index.html', index),
    ...(teams && by === 'player' ? memberLists(placements, teams) : []),
    ...placements.map(({ photo, path }) => ({
      path,
      size: photo.size,
      read: async () => {
        const found = await ctx.media.getStream(keyOf(photo));
        if (!found) throw new Error(`${path} is gone`);
        return found.stream as AsyncIterable<Uint8Array>;
      },
    })),
  ];
  const bytes = zipLength(sources);
  if (sources.length > ZIP_MAX_ENTRIES || bytes > ZIP_MAX_BYTES) {
    throw tooLarge('This album is too large for one download');
  }
  return { fileName: albumZipName(by, teams !== null), photoCount: placements.length, bytes, sources };
}

/** The album's bytes as a stream that reads each photo only when the client has taken the ones before. */
export const albumStream = (plan: AlbumPlan): Readable =>
  Readable.from(zipStream(plan.sources), { objectMode: false, highWaterMark: 64 * 1024 });
