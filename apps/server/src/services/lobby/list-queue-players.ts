import type { TQueuePlayer } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { listGamePlayers } from '../../db/repositories/players.repo';
import { presentQueuePlayer } from '../../presenters/player';

/** A game's players as the host's queue lists them. */
export async function listQueuePlayers(ctx: AppContext, game: GameRow): Promise<TQueuePlayer[]> {
  return (await listGamePlayers(ctx.db, game.id)).map(presentQueuePlayer);
}
