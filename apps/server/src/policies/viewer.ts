import { GAME_NOT_FOUND, ZRoomCode } from '@picture-bingo/shared';
import type { FastifyRequest } from 'fastify';
import { optionalHost } from '../auth/authenticate';
import type { AppContext } from '../context';
import { findHostGameByCode, type GameRow } from '../db/repositories/games.repo';
import { notFound, unauthorized } from '../errors';
import { requireOwnPlayerGame } from './lobby';

export type GameViewer =
  { game: GameRow; role: 'host' } | { game: GameRow; role: 'player'; playerId: string };

/**
 * Who may look at a game's gallery and progress: its host (bearer token) or one of its players who was not
 * removed (device token), also after the game ended. Anyone else gets the same answers as for a missing game.
 */
export async function requireGameViewer(
  ctx: AppContext,
  request: FastifyRequest,
  rawCode: unknown,
): Promise<GameViewer> {
  const host = await optionalHost(ctx, request);
  if (host) {
    const code = ZRoomCode.safeParse(rawCode);
    const game = code.success ? await findHostGameByCode(ctx.db, host.userId, code.data) : undefined;
    if (game) return { game, role: 'host' };
  }
  if (!request.headers['x-device-token']) {
    if (host) throw notFound(GAME_NOT_FOUND);
    throw unauthorized('Sign in or join the game first');
  }
  const { game, player } = await requireOwnPlayerGame(ctx, request, rawCode);
  return { game, role: 'player', playerId: player.id };
}
