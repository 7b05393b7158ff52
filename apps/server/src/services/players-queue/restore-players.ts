import type { TPlayersChanged } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { AppError } from '../../errors';
import { restorePlayer } from './restore-player';

/**
 * The host undoes the removal of many players at once (the Undo of clearing recent joins): each is restored as
 * restorePlayer does it. A player who cannot come back (the game is full, their name taken meanwhile) stays
 * removed and the others still come back; the answer lists those restored. The first such refusal is thrown when
 * none came back at all.
 */
export async function restorePlayers(
  ctx: AppContext,
  game: GameRow,
  playerIds: readonly string[],
): Promise<TPlayersChanged> {
  const players: TPlayersChanged['players'] = [];
  let refusal: AppError | null = null;
  for (const id of new Set(playerIds)) {
    try {
      players.push(await restorePlayer(ctx, game, id));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusal ??= error;
    }
  }
  if (players.length === 0 && refusal) throw refusal;
  return { players };
}
