/** Longest name (in characters) a player's folder or zip is given; the rest is cut off. */
export const MAX_FILE_NAME_LENGTH = 80;

// Characters no file system takes (or that change a path's meaning), control characters (NUL included), and
// the invisible ones that reorder or hide text (bidi overrides like U+202E, zero-width marks, BOM).
const FORBIDDEN = /[/\\:*?"<>|\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;
// Names Windows reserves for devices, whatever the extension.
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * A player's name made safe to use as a file or folder name: nothing that could climb out of a folder
 * ("../../etc" → "etc"), no markup characters, no hidden or reordering characters, no leading dots (hidden
 * files), no trailing dots or spaces, at most MAX_FILE_NAME_LENGTH characters, never empty.
 */
export function safeFileName(name: string, fallback = 'player'): string {
  const cleaned = name.normalize('NFC').replace(/\s+/g, ' ').replace(FORBIDDEN, '').trim();
  const chars = Array.from(cleaned.replace(/^[.\s]+/, '')).slice(0, MAX_FILE_NAME_LENGTH);
  const safe = chars
    .join('')
    .replace(/[.\s]+$/, '')
    .trim();
  if (!safe) return fallback;
  return RESERVED.test(safe) ? `${safe}_` : safe;
}

/**
 * Names made unique for one folder, in order: a repeat gets " (2)", " (3)"… Compared without case, as
 * Windows and macOS do, so "Ana" and "ana" never land in one folder.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${name} (${n})`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The spec's zip of one player's photos: `{player}_board_images.zip`. */
export const playerZipName = (playerName: string) => `${safeFileName(playerName)}_board_images.zip`;

/** The spec's zip of every player's photos, a folder per player. */
export const ALL_PLAYERS_ZIP_NAME = 'all_players_board_images.zip';

/** The spec's name of one photo in a zip: `cell_{n}.png`, n counting from 1. */
export const cellFileName = (idx: number) => `cell_${idx + 1}.png`;

/** In a team game, the file in each team's zip or folder that names the team and its members. */
export const MEMBERS_FILE_NAME = 'members.txt';

/** A team game's zip of every team's photos, a folder per team (individual games keep the spec's name). */
export const ALL_TEAMS_ZIP_NAME = 'all_teams_board_images.zip';
