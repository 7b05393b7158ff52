import { ErrorCode } from '@picture-bingo/shared';
import type { THeartResponse } from '@picture-bingo/shared/hearts';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import type { PlayerRow } from '../../db/repositories/players.repo';
import { countPhotoHearts, giveHeart, takeBackHeart } from '../../db/repositories/hearts.repo';
import { conflict } from '../../errors';
import { publishHearts } from '../../realtime/publish';
import { countsOnCard } from '../play/cell-state';
import { photoCell } from '../play/report-photo';

/**
 * A guest gives a photo their heart (`on`) or takes it back: one heart per guest per photo, so giving twice or
 * taking back none changes nothing. Only a photo the game shows takes hearts (held, awaiting review or hidden:
 * PHOTO_NOT_SHOWN), and only until the game is settled. The game's screens hear the new count in the next frame.
 */
export async function setHeart(
  ctx: AppContext,
  game: GameRow,
  giver: PlayerRow,
  target: { playerId: string; rawIdx: string; image: string },
  on: boolean,
): Promise<THeartResponse> {
  const cell = await photoCell(ctx, game, target.playerId, target.rawIdx, target.image);
  if (!countsOnCard(cell)) throw conflict(ErrorCode.PHOTO_NOT_SHOWN);
  const imageKey = cell.image_key ?? '';
  const heart = { imageKey, gameId: game.id, playerId: giver.id };
  if (on) await giveHeart(ctx.db, { ...heart, at: new Date().toISOString() });
  else await takeBackHeart(ctx.db, heart);
  const hearts = await countPhotoHearts(ctx.db, imageKey);
  const update = { playerId: cell.player_id, idx: cell.idx, hearts };
  publishHearts(ctx, game.id, update);
  return { ...update, mine: on };
}
