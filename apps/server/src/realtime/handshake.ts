import { ErrorCode, ZRoomCode, ZSocketAuth } from '@picture-bingo/shared';
import type { AppContext } from '../context';
import { SERVICE_UNAVAILABLE } from '../errors';
import { isFamilyActive } from '../db/repositories/refresh-tokens.repo';
import { findHostGameByCode, findMemberGameByCode, findOpenGameByCode } from '../db/repositories/games.repo';
import { findPlayerByDevice } from '../db/repositories/players.repo';
import { findPlayerSession } from '../auth/authenticate-player';
import { INVALID_ROOM_CODE, REMOVED_FROM_GAME } from '../policies/lobby';
import type { SocketData } from './types';

/** A refused handshake: its message reaches the client as the connect_error's message. */
export class HandshakeError extends Error {
  readonly data = { code: 'UNAUTHORIZED' };
}

/**
 * The handshake could not be checked because the database is unreachable for the moment (the socket's 503):
 * unlike a refusal, the client should try again.
 */
export class HandshakeUnavailableError extends Error {
  readonly data = { code: ErrorCode.SERVICE_UNAVAILABLE };
  constructor() {
    super(SERVICE_UNAVAILABLE);
  }
}

/**
 * Decides which game a connecting socket belongs to, and as whom: the game's host (access token) or one of its
 * non-removed players (device token). Anything else is refused.
 */
export async function authenticateSocket(ctx: AppContext, rawAuth: unknown): Promise<SocketData> {
  const auth = ZSocketAuth.safeParse(rawAuth);
  if (!auth.success) throw new HandshakeError(INVALID_ROOM_CODE);
  const code = ZRoomCode.safeParse(auth.data.gameCode);
  if (!code.success) throw new HandshakeError(INVALID_ROOM_CODE);

  if (auth.data.hostToken) {
    const claims = await ctx.tokens.verifyAccessToken(auth.data.hostToken);
    if (!claims || !(await isFamilyActive(ctx.db, claims.sessionId))) {
      throw new HandshakeError('Your session has expired. Please log in again.');
    }
    const game = await findHostGameByCode(ctx.db, claims.userId, code.data);
    if (!game) throw new HandshakeError('Game not found');
    return { gameId: game.id, playerId: null };
  }

  if (auth.data.deviceToken) {
    const session = await findPlayerSession(ctx, auth.data.deviceToken);
    if (!session) throw new HandshakeError('Your player session has expired. Join again.');
    // The game this device played in (open or finished: players watch the end too), else the open one.
    const game =
      (await findMemberGameByCode(ctx.db, code.data, session.device_id)) ??
      (await findOpenGameByCode(ctx.db, code.data));
    if (!game || game.status === 'INACTIVE') throw new HandshakeError(INVALID_ROOM_CODE);
    const player = await findPlayerByDevice(ctx.db, game.id, session.device_id);
    if (!player) throw new HandshakeError("You haven't joined this game yet");
    if (player.status === 'removed') throw new HandshakeError(REMOVED_FROM_GAME);
    return { gameId: game.id, playerId: player.id };
  }

  throw new HandshakeError('Sign in or join the game first');
}
