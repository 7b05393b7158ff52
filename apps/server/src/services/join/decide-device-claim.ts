import { gameStage, ErrorCode, isSettled, type TDeviceClaim } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import {
  declineOtherClaims,
  decideDeviceClaim as recordDecision,
  findDeviceClaim,
} from '../../db/repositories/device-claims.repo';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import { findPlayerByDevice, findPlayerById } from '../../db/repositories/players.repo';
import { conflict, refuse } from '../../errors';
import { isUniqueViolation, retryOnDeadlock } from '../../lib/db-errors';
import { clockOf } from '../../presenters/game';
import { presentDeviceClaim } from '../../presenters/device-claim';
import { publishDeviceClaim, publishPlayerMoved } from '../../realtime/publish';
import { movePlayerToDevice } from './move-player';

export type ClaimDecision = 'approved' | 'declined';

/**
 * The host or a co-host answers a device claim. Approved: the player moves to the asking device (its card,
 * photos and standing with it), the old device's session for that player ends (told and dropped, as with a
 * rejoin code), and the player's other waiting claims are declined. Declined: nothing else changes. A claim of
 * another game, decided already, past its time, for a removed player, or from a device that plays someone else
 * here meanwhile is refused and changes nothing.
 */
export async function decideDeviceClaim(
  ctx: AppContext,
  game: GameRow,
  userId: string,
  claimId: string,
  decision: ClaimDecision,
): Promise<TDeviceClaim> {
  let outcome;
  try {
    outcome = await retryOnDeadlock(() =>
      ctx.db.transaction().execute(async (trx) => {
        const locked = await lockGame(trx, ctx.dbKind, game.id);
        if (!locked || isSettled(gameStage(clockOf(locked), Date.now())))
          throw conflict(ErrorCode.GAME_ALREADY_ENDED);
        const claim = await findDeviceClaim(trx, game.id, claimId);
        if (!claim) throw refuse(ErrorCode.CLAIM_NOT_FOUND);
        if (claim.decision !== null) throw conflict(ErrorCode.CLAIM_SETTLED);
        const now = new Date().toISOString();
        if (claim.expires_at <= now) throw conflict(ErrorCode.CLAIM_EXPIRED);
        const player = await findPlayerById(trx, claim.player_id);
        if (decision === 'approved') {
          if (!player || player.status === 'removed') throw conflict(ErrorCode.PLAYER_REMOVED);
          const other = await findPlayerByDevice(trx, game.id, claim.device_id);
          if (other && other.id !== player.id) throw conflict(ErrorCode.ALREADY_PLAYING_HERE);
        }
        if (!(await recordDecision(trx, claim.id, decision, now, userId))) {
          throw conflict(ErrorCode.CLAIM_SETTLED);
        }
        const decided = { ...claim, decision, decided_at: now, decided_by: userId };
        if (decision === 'declined' || !player) return { decided, moved: null, others: [] };
        const others = await declineOtherClaims(trx, player.id, claim.id, now, userId);
        await movePlayerToDevice(trx, player, claim.device_id, now);
        return {
          decided,
          moved: { playerId: player.id, fromDeviceId: player.device_id },
          others: others.map((row) => ({ ...row, player_name: claim.player_name })),
        };
      }),
    );
  } catch (error) {
    // The asking device joined as someone else in between (the one-player-per-device key): nothing changed.
    if (isUniqueViolation(error)) throw conflict(ErrorCode.ALREADY_PLAYING_HERE);
    throw error;
  }
  const answer = presentDeviceClaim(outcome.decided);
  publishDeviceClaim(ctx, game.id, 'claim:settled', answer);
  for (const other of outcome.others) {
    publishDeviceClaim(ctx, game.id, 'claim:settled', presentDeviceClaim(other));
  }
  if (outcome.moved && outcome.moved.fromDeviceId !== outcome.decided.device_id) {
    publishPlayerMoved(ctx, outcome.moved.playerId, outcome.moved.fromDeviceId);
  }
  return answer;
}
