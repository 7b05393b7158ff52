import { randomInt, randomUUID } from 'node:crypto';
import {
  gameStage,
  isSettled,
  REJOIN_CODE_ALPHABET,
  REJOIN_CODE_LENGTH,
  REJOIN_CODE_TTL_MINUTES,
  type TRejoinCode,
  ErrorCode,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import { findPlayerById } from '../../db/repositories/players.repo';
import {
  insertRejoinCode,
  rejoinCodeHash,
  retirePlayerRejoinCodes,
} from '../../db/repositories/rejoin-codes.repo';
import { conflict, notFound } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { clockOf } from '../../presenters/game';

export const PLAYER_NOT_FOUND = 'Player not found';

/** Six characters from the unambiguous alphabet, from a crypto source. */
function newCode(): string {
  let code = '';
  for (let i = 0; i < REJOIN_CODE_LENGTH; i += 1)
    code += REJOIN_CODE_ALPHABET[randomInt(REJOIN_CODE_ALPHABET.length)];
  return code;
}

async function issueOnce(ctx: AppContext, game: GameRow, playerId: string): Promise<TRejoinCode> {
  return ctx.db.transaction().execute(async (trx) => {
    // Serialized with joins, removals and moves of this game's players.
    const locked = await lockGame(trx, ctx.dbKind, game.id);
    if (!locked || isSettled(gameStage(clockOf(locked), Date.now())))
      throw conflict(ErrorCode.GAME_ALREADY_ENDED);
    const player = await findPlayerById(trx, playerId);
    // A team's card is no person's: no device may take it over.
    if (!player || player.game_id !== game.id || player.kind === 'team') throw notFound(PLAYER_NOT_FOUND);
    if (player.status === 'removed') throw conflict(ErrorCode.PLAYER_REMOVED);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + REJOIN_CODE_TTL_MINUTES * 60_000).toISOString();
    // One live code per player: the one read out last is the one that works.
    await retirePlayerRejoinCodes(trx, player.id, now.toISOString());
    const code = newCode();
    await insertRejoinCode(trx, {
      id: randomUUID(),
      game_id: game.id,
      player_id: player.id,
      code_hash: rejoinCodeHash(game.id, code),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    });
    return { playerId: player.id, code, expiresAt };
  });
}

/**
 * The host issues a one-time rejoin code for one of the game's players (their phone died): read out, it lets
 * another device continue as that player within REJOIN_CODE_TTL_MINUTES. Only its hash is stored; issuing a
 * new one retires the player's earlier codes.
 */
export async function issueRejoinCode(
  ctx: AppContext,
  game: GameRow,
  playerId: string,
): Promise<TRejoinCode> {
  try {
    return await issueOnce(ctx, game, playerId);
  } catch (error) {
    // The same six characters already stored for this game (about one in a billion): draw again.
    if (!isUniqueViolation(error)) throw error;
    return issueOnce(ctx, game, playerId);
  }
}
