import { gameStage, isSettled, type TQueuePlayer, ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import { findPlayerById, findPlayerByName, nameKey, updatePlayer } from '../../db/repositories/players.repo';
import { conflict, notFound } from '../../errors';
import { isUniqueViolation, retryOnDeadlock } from '../../lib/db-errors';
import { clockOf } from '../../presenters/game';
import { presentQueuePlayer } from '../../presenters/player';
import { publishPlayerRenamed } from '../../realtime/publish';
import { assertNameAllowed } from '../join/name-rules';

/**
 * The host renames a player of their game, under the rules a joining player meets: the normalised name
 * (ZPlayerName), unique in the game as compared (case-folded), and the game's name filter when it is on. Every
 * screen of the game hears `player:renamed`. A finished game's names are history and stay.
 */
export async function renamePlayer(
  ctx: AppContext,
  game: GameRow,
  playerId: string,
  name: string,
): Promise<TQueuePlayer> {
  if (isSettled(gameStage(clockOf(game), Date.now()))) throw conflict(ErrorCode.GAME_ALREADY_ENDED);
  let outcome: { player: TQueuePlayer; changed: boolean };
  try {
    outcome = await retryOnDeadlock(() =>
      ctx.db.transaction().execute(async (trx) => {
        // The game row first, like every writer of its players (remove-player.ts says why).
        const locked = await lockGame(trx, ctx.dbKind, game.id);
        const player = await findPlayerById(trx, playerId);
        // A team's card is named by its team, never renamed as a player.
        if (
          !locked ||
          !player ||
          player.game_id !== game.id ||
          player.status === 'removed' ||
          player.kind === 'team'
        ) {
          throw notFound('Player not found');
        }
        if (player.name === name) return { player: presentQueuePlayer(player), changed: false };
        assertNameAllowed(locked, name);
        if (await findPlayerByName(trx, game.id, name, player.id)) throw conflict(ErrorCode.NAME_TAKEN);
        await updatePlayer(trx, player.id, { name, name_key: nameKey(name) });
        return { player: presentQueuePlayer({ ...player, name }), changed: true };
      }),
    );
  } catch (error) {
    // A join that took the name between our check and our write (SQLite readers do not wait for the lock).
    if (isUniqueViolation(error)) throw conflict(ErrorCode.NAME_TAKEN);
    throw error;
  }
  if (outcome.changed) publishPlayerRenamed(ctx, game.id, outcome.player);
  return outcome.player;
}
