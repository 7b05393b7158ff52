import type { TDeviceClaims } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { listWaitingClaims } from '../../db/repositories/device-claims.repo';
import type { GameRow } from '../../db/repositories/games.repo';
import { presentDeviceClaim } from '../../presenters/device-claim';

/** The claims waiting for the staff's decision (not past their time, for players still in the game). */
export async function listDeviceClaims(ctx: AppContext, game: GameRow): Promise<TDeviceClaims> {
  const now = new Date().toISOString();
  const rows = await listWaitingClaims(ctx.db, game.id, now);
  return { claims: rows.map((row) => presentDeviceClaim(row, now)) };
}
