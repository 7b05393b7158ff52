import {
  gameStage,
  isRejoinCodeShape,
  isSettled,
  REJOIN_CODE_INVALID,
  ErrorCode,
  type TMembership,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import type { PlayerSessionRow } from '../../db/repositories/player-sessions.repo';
import { findPlayerByDevice, findPlayerById } from '../../db/repositories/players.repo';
import { findRejoinCode, rejoinCodeHash, useRejoinCode } from '../../db/repositories/rejoin-codes.repo';
import { badRequest, conflict, refuse } from '../../errors';
import { isUniqueViolation, retryOnDeadlock } from '../../lib/db-errors';
import { clockOf } from '../../presenters/game';
import { presentGameSummary } from '../../presenters/game';
import { presentMyPlayer } from '../../presenters/player';
import { publishPlayerMoved } from '../../realtime/publish';
import { movePlayerToDevice } from './move-player';

/**
 * A device continues as a player with the host's rejoin code: the player row's device becomes this one, so the
 * card, photos and standing carry over; the code is used up; the old device is signed out of that player (its
 * sockets are told and dropped, its calls for this game answer MOVED_TO_ANOTHER_DEVICE). A wrong, used or
 * expired code, or a device that already plays someone else here, changes nothing.
 */
export async function redeemRejoinCode(
  ctx: AppContext,
  game: GameRow,
  session: PlayerSessionRow,
  code: string,
): Promise<TMembership> {
  if (!isRejoinCodeShape(code)) throw badRequest(REJOIN_CODE_INVALID);
  let outcome;
  try {
    outcome = await retryOnDeadlock(() =>
      ctx.db.transaction().execute(async (trx) => {
        const locked = await lockGame(trx, ctx.dbKind, game.id);
        if (!locked || isSettled(gameStage(clockOf(locked), Date.now())))
          throw conflict(ErrorCode.GAME_ALREADY_ENDED);
        const now = new Date().toISOString();
        const row = await findRejoinCode(trx, game.id, rejoinCodeHash(game.id, code));
        if (!row || row.used_at !== null || row.expires_at <= now) throw badRequest(REJOIN_CODE_INVALID);
        const player = await findPlayerById(trx, row.player_id);
        if (!player || player.game_id !== game.id || player.status === 'removed') {
          throw badRequest(REJOIN_CODE_INVALID);
        }

        const mine = await findPlayerByDevice(trx, game.id, session.device_id);
        if (mine && mine.id !== player.id) {
          throw mine.status === 'removed'
            ? refuse(ErrorCode.REMOVED_FROM_GAME)
            : conflict(ErrorCode.ALREADY_PLAYING_HERE);
        }
        if (!(await useRejoinCode(trx, row.id, now))) throw badRequest(REJOIN_CODE_INVALID);
        const fromDeviceId = player.device_id;
        await movePlayerToDevice(trx, player, session.device_id, now);
        return {
          game: locked,
          player: { ...player, device_id: session.device_id },
          fromDeviceId,
          playerCount: locked.player_count,
        };
      }),
    );
  } catch (error) {
    // Another join from this device committed in between (the one-player-per-device key): nothing changed.
    if (isUniqueViolation(error)) throw conflict(ErrorCode.ALREADY_PLAYING_HERE);
    throw error;
  }
  if (outcome.fromDeviceId !== session.device_id) {
    publishPlayerMoved(ctx, outcome.player.id, outcome.fromDeviceId);
  }
  return {
    player: presentMyPlayer(outcome.player),
    game: presentGameSummary(outcome.game, outcome.playerCount),
  };
}
