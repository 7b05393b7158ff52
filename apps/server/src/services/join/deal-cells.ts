import { randomInt } from 'node:crypto';
import { centreIndex, dealCard } from '@picture-bingo/shared';
import type { Db } from '../../db/kysely';
import type { GameRow } from '../../db/repositories/games.repo';
import { insertCells, type NewCell } from '../../db/repositories/players.repo';

/**
 * The card is dealt once, here, in the game's deal mode (from the whole pool or the same labels for everyone),
 * from a crypto source: players cannot predict or re-roll it.
 */
export async function dealCells(db: Db, game: GameRow, playerId: string, at: string) {
  await insertCells(db, cellsOf(game, playerId, at));
}

/** A newly dealt card's cells. */
export function cellsOf(game: GameRow, playerId: string, at: string): NewCell[] {
  const centre = centreIndex(game.board_size);
  const values = dealCard(game.words, game.board_size, game.free_space_word, game.deal_mode, (max) =>
    randomInt(max),
  );
  return values.map((value, idx) => ({
    player_id: playerId,
    idx,
    value,
    is_marked: idx === centre ? 1 : 0,
    image_key: null,
    thumb_key: null,
    updated_at: at,
  }));
}
