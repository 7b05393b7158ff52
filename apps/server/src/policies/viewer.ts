import { ZRoomCode, GAME_NOT_FOUND } from '@picture-bingo/shared';
import { optionalHost } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { GameRow } from '../db/repositories/games.repo';
import { findStaffGameByCode } from '../db/repositories/staff.repo';
import { notFound, unauthorized } from '../errors';
import { PLAYER_REFUSALS, requireOwnPlayerGame } from './player';

export const SIGN_IN_OR_JOIN = 'Sign in or join the game first';

/** What requireGameViewer answers anyone but the game's staff and players (401 without any credential). */
export const VIEWER_REFUSALS = PLAYER_REFUSALS;

export type GameViewer =
  { game: GameRow; role: 'host' } | { game: GameRow; role: 'player'; playerId: string };

/** The tokens a caller may present: a host's access token, a player's device token (either may be absent). */
export interface ViewerTokens {
  hostToken: string | null;
  deviceToken: string | null;
}

/**
 * Who may look at a game's gallery and progress: its host or anyone holding a role in it (access token) or one of its players who was not
 * removed (device token), also after the game ended. Anyone else gets the same answers as for a missing game.
 */
export async function requireGameViewer(
  ctx: AppContext,
  { hostToken, deviceToken }: ViewerTokens,
  rawCode: unknown,
): Promise<GameViewer> {
  const host = await optionalHost(ctx, hostToken);
  if (host) {
    const code = ZRoomCode.safeParse(rawCode);
    // The owner and everyone who holds a role in the game (every role may view it).
    const staff = code.success ? await findStaffGameByCode(ctx.db, host.userId, code.data) : undefined;
    if (staff) return { game: staff.game, role: 'host' };
  }
  if (!deviceToken) {
    if (host) throw notFound(GAME_NOT_FOUND);
    throw unauthorized(SIGN_IN_OR_JOIN);
  }
  const { game, player } = await requireOwnPlayerGame(ctx, deviceToken, rawCode);
  return { game, role: 'player', playerId: player.id };
}
