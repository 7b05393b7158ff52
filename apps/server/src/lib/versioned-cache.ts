import type { GameRow } from '../db/repositories/games.repo';

/** Something made from a game's players and cards at one `games.content_version`, kept serialized. */
export interface Versioned {
  /** games.content_version the copy was made at (read before the rows it was made from). */
  version: number;
  boardSize: number;
  /** The serialized part; its length is what the cache counts. */
  json: string;
}

/**
 * A node's copies of answers made from a game's players and cards, each reused while the game row, which every
 * such request reads anyway to authorize the caller, still shows the version it was made at. The database bumps
 * that version in the very transaction of every write to the game's players or cells (migration 007), on
 * whichever node wrote, so a copy is never served after a write its reader's game read could see.
 *
 * A copy is stored under the version read *before* its rows: the rows are then at least that new, never older.
 * Least recently used copies go first once the serialized parts pass `maxChars` characters.
 */
export class VersionedCache<E extends Versioned> {
  private readonly entries = new Map<string, E>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  /** The copy kept under `key`, if it was made at the version and board size `game` shows now. */
  get(key: string, game: GameRow): E | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== game.content_version || entry.boardSize !== game.board_size)
      return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: E): void {
    const old = this.entries.get(key);
    // A slower request made at an older version must not replace a newer copy.
    if (old && old.version > entry.version) return;
    if (old) this.remove(key, old);
    if (entry.json.length > this.maxChars) return;
    this.entries.set(key, entry);
    this.chars += entry.json.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: E) {
    this.entries.delete(key);
    this.chars -= entry.json.length;
  }
}
