import { VersionedCache, type Versioned } from '../../lib/versioned-cache';

/** The part of a player's board answer that the game's players and cards decide, at one content version. */
export interface BoardCells extends Versioned {
  /** Players in the game (not removed). */
  playerCount: number;
  /** `cells` of the answer, serialized. */
  json: string;
}

/**
 * Each node's copy of the cards of recently fetched boards, under the player's id (16 M characters at most,
 * about 4,000 5x5 cards with photos). Every board fetch reads the game row anyway; with the card and the player
 * count kept, a fetch is one statement instead of five (bench/http). Any write to the game's players or cells
 * bumps the version, so a copy serves only reads that no write has come between.
 */
export class BoardCache extends VersionedCache<BoardCells> {
  constructor() {
    super(16 * 1024 * 1024);
  }
}
