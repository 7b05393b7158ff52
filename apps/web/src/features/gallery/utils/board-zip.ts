import type { TCell, TGalleryCard } from '@picture-bingo/shared';
import { strToU8, Zip, ZipPassThrough } from 'fflate';
import { cellFileName, MEMBERS_FILE_NAME, safeFileName, uniqueNames } from './file-names';

/** Fetches one photo by URL and answers its PNG bytes. */
export type LoadPng = (url: string, signal?: AbortSignal) => Promise<Uint8Array>;

export interface ZipProgress {
  /** Photos handled so far (added, or skipped because they could not be loaded). */
  done: number;
  total: number;
}

export interface BuildZipOptions {
  onProgress?: (progress: ZipProgress) => void;
  signal?: AbortSignal;
}

export interface BuiltZip {
  /** The zip, or null when there was no photo to put in it. */
  blob: Blob | null;
  added: number;
  /** Photos that could not be loaded (deleted meanwhile, unreadable): left out rather than failing all. */
  skipped: number;
}

type PlayerCells = Pick<TGalleryCard, 'name' | 'cells' | 'team'>;

/** A photo loaded by URL, or a short text file (a team's members). */
export type ZipEntry = { path: string; url: string } | { path: string; text: string };

const isPhoto = (entry: ZipEntry): entry is { path: string; url: string } => 'url' in entry;

/** The cells holding a photo, in board order (the spec's downloads include only those). */
export const photoCells = (cells: readonly TCell[]): (TCell & { image: string })[] =>
  cells
    .filter((cell): cell is TCell & { image: string } => Boolean(cell.image))
    .sort((a, b) => a.idx - b.idx);

/** How many photos the players' zips would hold (text files aside). */
export const countPhotos = (players: readonly PlayerCells[]) =>
  players.reduce((sum, player) => sum + photoCells(player.cells).length, 0);

/**
 * A card's entries: its photos as `cell_{n}.png`, and on a team's card (one with a photo) `members.txt`: the
 * team's name, then its members, one a line.
 */
function entriesOf({ cells, team, name }: PlayerCells, folder = ''): ZipEntry[] {
  const photos: ZipEntry[] = photoCells(cells).map((cell) => ({
    path: `${folder}${cellFileName(cell.idx)}`,
    url: cell.image,
  }));
  if (!team || photos.length === 0) return photos;
  return [
    { path: `${folder}${MEMBERS_FILE_NAME}`, text: `${[name, ...team.members].join('\n')}\n` },
    ...photos,
  ];
}

/** One player's (or team's) entries: `cell_{n}.png` at the top of the zip. */
export const playerZipEntries = (player: PlayerCells) => entriesOf(player);

/**
 * Every player's entries, a folder each named after the player, or in a team game the team (made safe, and
 * unique: two players whose names clean up the same get "Name" and "Name (2)"). Folders of players without photos
 * stay out.
 */
export function allPlayersZipEntries(players: readonly PlayerCells[]): ZipEntry[] {
  const folders = uniqueNames(players.map((player) => safeFileName(player.name)));
  return players.flatMap((player, i) => entriesOf(player, `${folders[i]}/`));
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Streams the entries into a zip, one photo at a time so memory stays bounded whatever the game's size:
 * each photo is loaded, passed through uncompressed (PNG is compressed already), and every chunk the zip
 * emits becomes a Blob part at once (the browser may keep those on disk), never one big byte array.
 */
export async function buildZip(
  entries: readonly ZipEntry[],
  loadPng: LoadPng,
  { onProgress, signal }: BuildZipOptions = {},
): Promise<BuiltZip> {
  const parts: Blob[] = [];
  // fflate calls back synchronously for stored (passed-through) entries.
  const stream: { failure: Error | null; ended: boolean } = { failure: null, ended: false };
  const zip = new Zip((error, chunk, final) => {
    if (error) stream.failure = error;
    else parts.push(new Blob([chunk]));
    if (final) stream.ended = true;
  });
  let added = 0;
  let skipped = 0;
  const photos = entries.filter(isPhoto);
  for (const entry of entries) {
    if (isPhoto(entry)) continue;
    const file = new ZipPassThrough(entry.path);
    zip.add(file);
    file.push(strToU8(entry.text), true);
  }
  onProgress?.({ done: 0, total: photos.length });
  for (const [i, entry] of photos.entries()) {
    signal?.throwIfAborted();
    let bytes: Uint8Array | null = null;
    try {
      bytes = await loadPng(entry.url, signal);
    } catch (error) {
      if (isAbort(error) || signal?.aborted) throw error;
      skipped += 1;
    }
    if (bytes) {
      const file = new ZipPassThrough(entry.path);
      zip.add(file);
      file.push(bytes, true);
      added += 1;
    }
    if (stream.failure) throw stream.failure;
    onProgress?.({ done: i + 1, total: photos.length });
  }
  if (added === 0) {
    zip.terminate();
    return { blob: null, added, skipped };
  }
  zip.end();
  if (stream.failure) throw stream.failure;
  if (!stream.ended) throw new Error('The zip did not finish');
  return { blob: new Blob(parts, { type: 'application/zip' }), added, skipped };
}
