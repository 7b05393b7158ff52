import type { TPlayerProgress } from '@picture-bingo/shared';
import type { GameRow } from '../../db/repositories/games.repo';

/** The part of a game's gallery that only its players and cards decide, as made at one content version. */
export interface GalleryPlayers {
  /** games.content_version the copy was made at (read before the players and cells it was made from). */
  version: number;
  boardSize: number;
  playerCount: number;
  progress: TPlayerProgress[];
  /** `players` of the answer, serialized once: 100 boards are ~360 KB of JSON. */
  json: string;
}

/** Characters of serialized galleries a node keeps at most (least recently used out first). */
const MAX_CHARS = 32 * 1024 * 1024;

/**
 * Each node's copy of the gallery of recently viewed games. Reading 100 players' 2500 cells and serializing them
 * was most of a gallery fetch (bench/http); the copy is reused while the game row, which every fetch reads
 * anyway to authorize the viewer, still shows the version it was made at. The database bumps that version in
 * the very transaction of every write to the game's players or cells (migration 007), on whichever node wrote,
 * so a copy is never served after a write its reader's game read could see.
 *
 * A copy is stored under the version read *before* its rows: the rows are then at least that new, never older.
 * The gallery is the same for every viewer (host, player, big screen), so one copy per game.
 */
export class GalleryCache {
  private readonly entries = new Map<string, GalleryPlayers>();
  private chars = 0;

  get(game: GameRow): GalleryPlayers | undefined {
    const entry = this.entries.get(game.id);
    if (!entry || entry.version !== game.content_version || entry.boardSize !== game.board_size)
      return undefined;
    this.entries.delete(game.id);
    this.entries.set(game.id, entry);
    return entry;
  }

  set(gameId: string, entry: GalleryPlayers): void {
    const old = this.entries.get(gameId);
    // A slower request made at an older version must not replace a newer copy.
    if (old && old.version > entry.version) return;
    if (old) this.remove(gameId, old);
    if (entry.json.length > MAX_CHARS) return;
    this.entries.set(gameId, entry);
    this.chars += entry.json.length;
    for (const [id, oldest] of this.entries) {
      if (this.chars <= MAX_CHARS) break;
      this.remove(id, oldest);
    }
  }

  private remove(gameId: string, entry: GalleryPlayers) {
    this.entries.delete(gameId);
    this.chars -= entry.json.length;
  }
}
