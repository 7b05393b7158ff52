import type { TCardProgress } from '@picture-bingo/shared';
import { VersionedCache, type Versioned } from '../../lib/versioned-cache';

/** Who reads a gallery: the host sees every photo; everyone else sees photos awaiting review as empty cells. */
export type GalleryView = 'host' | 'public';

/** The part of a game's gallery that only its players and cards decide, as made at one content version. */
export interface GalleryPlayers extends Versioned {
  playerCount: number;
  progress: TCardProgress[];
  /** `players` of the answer, serialized once: 100 boards are ~360 KB of JSON. */
  json: string;
  /** Where each player's element sits in `json` ([start, end)), so one player's can be swapped in. */
  spans: Map<string, readonly [number, number]>;
}

/**
 * Each node's copy of the gallery of recently viewed games (32 M characters at most). Reading 100 players' 2500
 * cells and serializing them was most of a gallery fetch (bench/http). Two copies per game: the host's (every
 * photo) under `<game id>:host` and everyone else's under `<game id>:public`; a player's own board is taken from
 * the host's copy into the public one (galleryKey).
 */
export class GalleryCache extends VersionedCache<GalleryPlayers> {
  constructor() {
    super(32 * 1024 * 1024);
  }
}

export const galleryKey = (gameId: string, view: GalleryView) => `${gameId}:${view}`;
