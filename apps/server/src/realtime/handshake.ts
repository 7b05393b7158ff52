import { ErrorCode, GAME_NOT_FOUND, ZRoomCode, ZSocketAuth } from '@picture-bingo/shared';
import type { AppContext } from '../context';
import { SERVICE_UNAVAILABLE } from '../errors';
import { isFamilyActive } from '../db/repositories/refresh-tokens.repo';
import { findHostGameByCode, findMemberGameByCode, findOpenGameByCode } from '../db/repositories/games.repo';
import { findPlayerByDevice } from '../db/repositories/players.repo';
import { findActivePlayerSession } from '../db/repositories/player-sessions.repo';
import { MAX_TOKEN_LENGTH } from '../auth/authenticate-player';
import { hashOpaqueToken } from '../auth/tokens';
import { INVALID_ROOM_CODE, REMOVED_FROM_GAME } from '../policies/lobby';
import type { Credential, SocketData } from './types';

/** A refused handshake: its message reaches the client as the connect_error's message. */
export class HandshakeError extends Error {
  readonly data: { code: string };
  constructor(message: string, code: string = ErrorCode.UNAUTHORIZED) {
    super(message);
    this.data = { code };
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const PLAYER_SESSION_EXPIRED = 'Your player session has expired. Join again.';

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
 * non-removed players (device token). Anything else is refused. `hold` is called with the socket's credential
 * as soon as it is known (before any database read) and may refuse by throwing a HandshakeError.
 */
export async function authenticateSocket(
  ctx: AppContext,
  rawAuth: unknown,
  hold: (credential: Credential) => void,
): Promise<SocketData> {
  const auth = ZSocketAuth.safeParse(rawAuth);
  if (!auth.success) throw new HandshakeError(INVALID_ROOM_CODE);
  const code = ZRoomCode.safeParse(auth.data.gameCode);
  if (!code.success) throw new HandshakeError(INVALID_ROOM_CODE);

  if (auth.data.hostToken) {
    const claims = await ctx.tokens.verifyAccessToken(auth.data.hostToken);
    if (!claims) throw new HandshakeError(SESSION_EXPIRED);
    const credential: Credential = { kind: 'session', sessionId: claims.sessionId };
    hold(credential);
    if (!(await isFamilyActive(ctx.db, claims.sessionId))) throw new HandshakeError(SESSION_EXPIRED);
    const game = await findHostGameByCode(ctx.db, claims.userId, code.data);
    if (!game) throw new HandshakeError(GAME_NOT_FOUND);
    return { gameId: game.id, playerId: null, credential, expiresAt: claims.expiresAt };
  }

  if (auth.data.deviceToken) {
    const token = auth.data.deviceToken;
    if (token.length > MAX_TOKEN_LENGTH) throw new HandshakeError(PLAYER_SESSION_EXPIRED);
    const credential: Credential = { kind: 'device', tokenHash: hashOpaqueToken(token) };
    hold(credential);
    const session = await findActivePlayerSession(ctx.db, credential.tokenHash);
    if (!session) throw new HandshakeError(PLAYER_SESSION_EXPIRED);
    // The game this device played in (open or finished: players watch the end too), else the open one.
    const game =
      (await findMemberGameByCode(ctx.db, code.data, session.device_id)) ??
      (await findOpenGameByCode(ctx.db, code.data));
    if (!game || game.status === 'INACTIVE') throw new HandshakeError(INVALID_ROOM_CODE);
    const player = await findPlayerByDevice(ctx.db, game.id, session.device_id);
    if (!player) throw new HandshakeError("You haven't joined this game yet");
    if (player.status === 'removed') throw new HandshakeError(REMOVED_FROM_GAME);
    return { gameId: game.id, playerId: player.id, credential, expiresAt: null };
  }

  throw new HandshakeError('Sign in or join the game first');
}

/**
 * Whether a connected socket's credential is still live. Checked once the socket is connected: a logout that
 * committed while its handshake was under way found no connected socket to drop, and this read sees it.
 */
export async function isCredentialLive(ctx: AppContext, credential: Credential): Promise<boolean> {
  if (credential.kind === 'session') return isFamilyActive(ctx.db, credential.sessionId);
  return (await findActivePlayerSession(ctx.db, credential.tokenHash)) !== undefined;
}
