import type { TPlayerProgress } from '@picture-bingo/shared';
import { VersionedCache, type Versioned } from '../../lib/versioned-cache';

/** The part of a game's gallery that only its players and cards decide, as made at one content version. */
export interface GalleryPlayers extends Versioned {
  playerCount: number;
  progress: TPlayerProgress[];
  /** `players` of the answer, serialized once: 100 boards are ~360 KB of JSON. */
  json: string;
}

/**
 * Each node's copy of the gallery of recently viewed games (32 M characters at most). Reading 100 players' 2500
 * cells and serializing them was most of a gallery fetch (bench/http). The gallery is the same for every viewer
 * (host, player, big screen), so one copy per game, under the game's id.
 */
export class GalleryCache extends VersionedCache<GalleryPlayers> {
  constructor() {
    super(32 * 1024 * 1024);
  }
}
