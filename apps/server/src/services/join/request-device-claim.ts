import { randomUUID } from 'node:crypto';
import { gameStage, CLAIM_TTL_MINUTES, ErrorCode, isSettled, type TDeviceClaim } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { insertDeviceClaim, findWaitingClaimOfDevice } from '../../db/repositories/device-claims.repo';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import type { PlayerSessionRow } from '../../db/repositories/player-sessions.repo';
import { findPlayerByDevice, findPlayerById, findPlayerByName } from '../../db/repositories/players.repo';
import { conflict, refuse } from '../../errors';
import { clockOf } from '../../presenters/game';
import { presentDeviceClaim } from '../../presenters/device-claim';
import { publishDeviceClaim } from '../../realtime/publish';

/**
 * A guest on a new device asks to continue as the player with this name ("Is this you on a new phone?"). Nothing
 * changes for that player until the host or a co-host approves: the claim only waits (CLAIM_TTL_MINUTES) and the
 * staff's screens are told. Refused: a name nobody in the game has (a removed player's included), a device that
 * plays someone here already or was removed, a device whose earlier claim still waits, an ended game.
 */
export async function requestDeviceClaim(
  ctx: AppContext,
  game: GameRow,
  session: PlayerSessionRow,
  name: string,
): Promise<TDeviceClaim> {
  const claim = await ctx.db.transaction().execute(async (trx) => {
    // Serialized with joins, moves and decisions, so one device cannot leave two claims waiting.
    const locked = await lockGame(trx, ctx.dbKind, game.id);
    if (!locked || isSettled(gameStage(clockOf(locked), Date.now())))
      throw conflict(ErrorCode.GAME_ALREADY_ENDED);
    const mine = await findPlayerByDevice(trx, game.id, session.device_id);
    if (mine?.status === 'removed') throw refuse(ErrorCode.REMOVED_FROM_GAME);
    if (mine) throw conflict(ErrorCode.ALREADY_PLAYING_HERE);
    const found = await findPlayerByName(trx, game.id, name, null);
    const player = found && (await findPlayerById(trx, found.id));
    if (!player) throw refuse(ErrorCode.CLAIM_NOT_FOUND);
    const now = new Date();
    if (await findWaitingClaimOfDevice(trx, game.id, session.device_id, now.toISOString())) {
      throw conflict(ErrorCode.CLAIM_ALREADY_PENDING);
    }
    const row = {
      id: randomUUID(),
      game_id: game.id,
      player_id: player.id,
      device_id: session.device_id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CLAIM_TTL_MINUTES * 60_000).toISOString(),
      decision: null,
      decided_at: null,
      decided_by: null,
    };
    await insertDeviceClaim(trx, row);
    return presentDeviceClaim({ ...row, player_name: player.name });
  });
  publishDeviceClaim(ctx, game.id, 'claim:requested', claim);
  return claim;
}
