import type { Db } from '../../db/kysely';
import { listRemovedPlayersMediaKeys } from '../../db/repositories/media.repo';

/**
 * How old this node's copy of the withheld keys may be when /media answers: a removal on another node is
 * withheld here within about this long (this node's own removals at once, see invalidate).
 */
export const WITHHELD_MAX_AGE_MS = 1_000;

/**
 * The media keys /media must not serve: the photos of removed players, kept (for Undo) until the game ends.
 * Each node keeps a copy of the whole set (it is small: removed players only) and reads it again from the
 * database when its copy is older than WITHHELD_MAX_AGE_MS, so /media costs one query per node per second at
 * most, not one per photo. A removal or an undo on this node invalidates the copy at once; other nodes, which
 * share only the database, follow within WITHHELD_MAX_AGE_MS.
 */
export class WithheldMedia {
  private keys = new Set<string>();
  /** performance.now() when the read behind `keys` started; -Infinity: no copy, or invalidated. */
  private readStartedAt = Number.NEGATIVE_INFINITY;
  /** Moves on every invalidate: a read that started before it is not fresh, whatever it found. */
  private generation = 0;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = WITHHELD_MAX_AGE_MS,
  ) {}

  /** True when `key` is a removed player's photo (as of at most maxAgeMs ago, or this node's last change). */
  async isWithheld(key: string): Promise<boolean> {
    // Twice at most: a read an invalidate overtook is followed by one that started after it.
    for (let attempt = 0; attempt < 2 && !this.isFresh(); attempt += 1) await this.read();
    return this.keys.has(key);
  }

  /** After a commit that removes or restores a player: the next answer reads the set again. */
  invalidate(): void {
    this.generation += 1;
    this.readStartedAt = Number.NEGATIVE_INFINITY;
  }

  private isFresh() {
    return performance.now() - this.readStartedAt <= this.maxAgeMs;
  }

  /** One read at a time; requests that need it meanwhile wait for the same one. */
  private read(): Promise<void> {
    this.reading ??= (async () => {
      const generation = this.generation;
      const startedAt = performance.now();
      try {
        const keys = await listRemovedPlayersMediaKeys(this.db);
        this.keys = new Set(keys);
        if (generation === this.generation) this.readStartedAt = startedAt;
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }
}
