import { Readable } from 'node:stream';
import type { TAlbumLayout, TResultsPhoto } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { tooLarge } from '../../errors';
import { ZIP_MAX_BYTES, ZIP_MAX_ENTRIES, zipLength, zipStream, type ZipSource } from '../../lib/zip-stream';
import { albumIndexHtml } from './album-index';
import { albumZipName, placeAlbumPhotos } from './album-names';
import { approvedPhotos } from './results-page';
import { loadStandings } from './standings';

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

/**
 * The photo album of a game: every approved photo as stored (the 1600 px WebP, not re-encoded), named
 * `{label} - {player}.webp` in a folder per player or per label, and an index.html that shows them offline.
 * Only the names and sizes are read here; the photos are read one at a time while the zip streams out.
 */
export async function planAlbum(ctx: AppContext, game: GameRow, by: TAlbumLayout): Promise<AlbumPlan> {
  const photos = approvedPhotos(await loadStandings(ctx.db, game));
  const sizes = await sizesOf(ctx, photos.map(keyOf));
  const present = photos.flatMap((photo, i) => {
    const size = sizes[i];
    return size === null ? [] : [{ ...photo, size }];
  });
  const placements = placeAlbumPhotos(present, by);
  const index = Buffer.from(
    albumIndexHtml({ title: game.event_title, eventDate: game.event_date, by }, placements),
    'utf8',
  );
  const sources: ZipSource[] = [
    { path: 'index.html', size: index.length, read: () => Readable.from([index]) },
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
  return { fileName: albumZipName(by), photoCount: placements.length, bytes, sources };
}

/** The album's bytes as a stream that reads each photo only when the client has taken the ones before. */
export const albumStream = (plan: AlbumPlan): Readable =>
  Readable.from(zipStream(plan.sources), { objectMode: false, highWaterMark: 64 * 1024 });
