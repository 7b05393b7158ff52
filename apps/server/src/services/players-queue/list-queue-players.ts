import type { TQueuePlayer } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { listGamePlayers, listRemovedPlayers } from '../../db/repositories/players.repo';
import { presentQueuePlayer } from '../../presenters/player';
import { withPresence } from '../../realtime/presence';

/** A game's players as the host's queue lists them, each with whether they are online (on any node). */
export async function listQueuePlayers(ctx: AppContext, game: GameRow): Promise<TQueuePlayer[]> {
  const players = (await listGamePlayers(ctx.db, game.id)).map(presentQueuePlayer);
  return withPresence(ctx, game.id, players);
}

/** The players the host removed from a game, latest first, so a removal can be undone. */
export async function listRemovedQueuePlayers(ctx: AppContext, game: GameRow): Promise<TQueuePlayer[]> {
  return (await listRemovedPlayers(ctx.db, game.id)).map(presentQueuePlayer);
}
