import {
  BIG_SCREEN_ABILITY,
  roleCan,
  ERRORS,
  ErrorCode,
  ZRoomCode,
  ZSocketAuth,
  INVALID_ROOM_CODE,
} from '@picture-bingo/shared';
import { requireLiveSession, verifyHostToken } from '../auth/authenticate';
import { requireDeviceTokenHash } from '../auth/authenticate-player';
import type { AppContext } from '../context';
import { isFamilyActive } from '../db/repositories/refresh-tokens.repo';
import { holdsRoleInGame } from '../db/repositories/staff.repo';
import { AppError, SERVICE_UNAVAILABLE } from '../errors';
import { requireGameRole } from '../policies/game';

import { requireOwnPlayerGame } from '../policies/player';
import { cardOf } from '../policies/team-card';
import { SIGN_IN_OR_JOIN } from '../policies/viewer';
import type { Credential, SocketData } from './types';

/** A refused handshake: its message and code reach the client as the connect_error's message and `data.code`. */
export class HandshakeError extends Error {
  readonly data: { code: string };
  constructor(message: string, code: string = ErrorCode.UNAUTHORIZED) {
    super(message);
    this.data = { code };
  }
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
 * Decides which game a connecting socket belongs to, and as whom: the game's host or someone holding a role in it
 * (access token) or one of its
 * non-removed players (device token). Anything else is refused. `hold` is called with the socket's credential
 * as soon as it is known (before any database read) and may refuse by throwing a HandshakeError.
 *
 * The checks are the HTTP routes' own authenticators and policies; their refusals become the handshake's, with
 * the same messages and codes (a 401's code is UNAUTHORIZED, on which the client refreshes a host's access token).
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
  const { hostToken, deviceToken, screen } = auth.data;
  // The big screen is a host's screen: a player's device never opens it (nothing is read to refuse it).
  if (screen && !hostToken && deviceToken) {
    throw new HandshakeError(ERRORS[ErrorCode.ROLE_NOT_ALLOWED].message, ErrorCode.ROLE_NOT_ALLOWED);
  }

  try {
    if (hostToken) {
      const claims = await verifyHostToken(ctx, hostToken);
      const credential: Credential = { kind: 'session', sessionId: claims.sessionId };
      hold(credential);
      await requireLiveSession(ctx, claims);
      // The owner and everyone holding a role in the game (each role may view it; what they may change is
      // checked by each HTTP route). The big screen is part of running the game (BIG_SCREEN_ABILITY).
      const { game, role } = await requireGameRole(
        ctx.db,
        claims.userId,
        code.data,
        screen ? BIG_SCREEN_ABILITY : 'view',
      );
      return {
        gameId: game.id,
        userId: claims.userId,
        // The run room's feed (the big screen's among it) goes only to a role that runs the game.
        runs: roleCan(role, BIG_SCREEN_ABILITY),
        playerId: null,
        deviceId: null,
        credential,
        expiresAt: claims.expiresAt,
      };
    }
    if (deviceToken) {
      const credential: Credential = { kind: 'device', tokenHash: requireDeviceTokenHash(deviceToken) };
      hold(credential);
      // The game this device played in (open or finished: players watch the end too), else the open one.
      const { game, player } = await requireOwnPlayerGame(ctx, deviceToken, code.data);
      const card = player.kind === 'member' ? await cardOf(ctx.db, player) : null;
      return {
        gameId: game.id,
        playerId: player.id,
        ...(card ? { cardId: card.id } : {}),
        deviceId: player.device_id,
        credential,
        expiresAt: null,
        watch: auth.data.watch === true,
      };
    }
  } catch (error) {
    // A refused credential (401) is UNAUTHORIZED, on which a host's client refreshes its token; any other
    // refusal keeps its own code (REMOVED_FROM_GAME, MOVED_TO_ANOTHER_DEVICE...), which the client decides by.
    if (error instanceof AppError) {
      throw new HandshakeError(error.message, error.status === 401 ? ErrorCode.UNAUTHORIZED : error.code);
    }
    throw error;
  }
  throw new HandshakeError(SIGN_IN_OR_JOIN);
}

/**
 * Whether a connected host socket's credential is still live. Checked once the socket is connected: a logout or a
 * role taken away that committed while its handshake was under way found no connected socket to drop, and this
 * read sees it (a phone's is checked by its snapshot's read: services/room/get-lobby-snapshot.ts).
 */
export async function liveHostCredential(
  ctx: AppContext,
  data: SocketData,
  credential: Extract<Credential, { kind: 'session' }>,
): Promise<boolean> {
  if (data.userId && !(await holdsRoleInGame(ctx.db, data.gameId, data.userId))) return false;
  return isFamilyActive(ctx.db, credential.sessionId);
}
