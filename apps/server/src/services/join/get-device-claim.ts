import { ErrorCode, type TDeviceClaim } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { findDeviceClaim } from '../../db/repositories/device-claims.repo';
import type { GameRow } from '../../db/repositories/games.repo';
import type { PlayerSessionRow } from '../../db/repositories/player-sessions.repo';
import { refuse } from '../../errors';
import { presentDeviceClaim } from '../../presenters/device-claim';

/** The asking device's own claim and its answer so far; another device's claim is reported as missing. */
export async function getDeviceClaim(
  ctx: AppContext,
  game: GameRow,
  session: PlayerSessionRow,
  claimId: string,
): Promise<TDeviceClaim> {
  const claim = await findDeviceClaim(ctx.db, game.id, claimId);
  if (!claim || claim.device_id !== session.device_id) throw refuse(ErrorCode.CLAIM_NOT_FOUND);
  return presentDeviceClaim(claim);
}
