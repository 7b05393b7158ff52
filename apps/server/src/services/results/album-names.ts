import type { TAlbumLayout } from '@picture-bingo/shared';

/** Longest part of an album name (a label, a player), in UTF-8 bytes: two parts and " - ….webp" stay under 255. */
export const ALBUM_PART_MAX_BYTES = 100;

// Characters no file system takes (or that change a path's meaning), control characters (NUL included), and
// the invisible ones that reorder or hide text (bidi overrides like U+202E, zero-width marks, BOM). The same
// rule as the web's zips (features/gallery/utils/file-names.ts).
const FORBIDDEN = /[/\\:*?"<>|\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;
// Names Windows reserves for devices, whatever the extension.
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * Text made safe as (part of) a file or folder name: nothing that climbs out of a folder ("../../etc" → "etc"),
 * no markup or hidden characters, no leading dots, no trailing dots or spaces, at most ALBUM_PART_MAX_BYTES,
 * never empty (`fallback`).
 */
export function safeNamePart(text: string, fallback: string): string {
  const cleaned = text.normalize('NFC').replace(/\s+/g, ' ').replace(FORBIDDEN, '').trim();
  let bytes = 0;
  let cut = '';
  for (const char of cleaned.replace(/^[.\s]+/, '')) {
    bytes += Buffer.byteLength(char, 'utf8');
    if (bytes > ALBUM_PART_MAX_BYTES) break;
    cut += char;
  }
  const safe = cut.replace(/[.\s]+$/, '').trim();
  if (!safe) return fallback;
  return RESERVED.test(safe) ? `${safe}_` : safe;
}

/** Names made unique in one folder, in order ("Ann", "Ann (2)"…), compared without case as Windows and macOS do. */
function uniqueIn(taken: Set<string>, name: string, extension = ''): string {
  let candidate = `${name}${extension}`;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${name} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export interface AlbumPhoto {
  playerId: string;
  playerName: string;
  label: string;
}

export interface AlbumPlacement<P extends AlbumPhoto> {
  photo: P;
  folder: string;
  /** `{label} - {player}.webp` (made safe, and unique in its folder). */
  file: string;
  path: string;
}

/**
 * Where each photo goes in the album: a folder per player (in the order given) or per label (in order of first
 * appearance), each photo named `{label} - {player}.webp`. Folders whose names clean up the same, and files in
 * one folder, are told apart by " (2)", " (3)"…
 */
export function placeAlbumPhotos<P extends AlbumPhoto>(
  photos: readonly P[],
  by: TAlbumLayout,
): AlbumPlacement<P>[] {
  const folderKeys = new Map<string, string>();
  const folderNames = new Set<string>();
  const filesIn = new Map<string, Set<string>>();
  return photos.map((photo) => {
    const key = by === 'player' ? photo.playerId : photo.label;
    let folder = folderKeys.get(key);
    if (folder === undefined) {
      const base =
        by === 'player' ? safeNamePart(photo.playerName, 'player') : safeNamePart(photo.label, 'photo');
      folder = uniqueIn(folderNames, base);
      folderKeys.set(key, folder);
      filesIn.set(folder, new Set());
    }
    const base = `${safeNamePart(photo.label, 'photo')} - ${safeNamePart(photo.playerName, 'player')}`;
    const file = uniqueIn(filesIn.get(folder) ?? new Set(), base, '.webp');
    return { photo, folder, file, path: `${folder}/${file}` };
  });
}

/** The file in each team's folder (a team game's album by player) that names the team's members. */
export const MEMBERS_FILE = 'members.txt';

/** The album zip's name; a team game's folders by player are its teams'. */
export const albumZipName = (by: TAlbumLayout, teams = false) =>
  `photo_album_by_${teams && by === 'player' ? 'team' : by}.zip`;
