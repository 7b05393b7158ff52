import {
  ZAlbumQuery,
  type TAlbumLink,
  type TAlbumLayout,
  type TResults,
  type TResultsSharing,
} from '@picture-bingo/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf, viewerTokensOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { findGameById, type GameRow } from '../../db/repositories/games.repo';
import { notFound } from '../../errors';
import { parse } from '../../lib/validate';
import { requireHostGame } from '../../policies/game';
import { RESULTS_NOT_FOUND, requireSharedGame } from '../../policies/shared-results';
import { requireGameViewer } from '../../policies/viewer';
import { albumStream, planAlbum } from '../../services/results/album';
import { issueAlbumTicket, readAlbumTicket } from '../../services/results/album-ticket';
import { getResults } from '../../services/results/results-page';
import { setSharing } from '../../services/results/set-results-sharing';
import { resultsApi } from './results.api';
import { route } from '../register';

const layoutOf = (query: unknown): TAlbumLayout => parse(ZAlbumQuery, query).by ?? 'player';

/** A short-lived download link for the album of `game`, with its name, photo count and exact size. */
async function albumLink(
  ctx: AppContext,
  game: GameRow,
  by: TAlbumLayout,
  viaShare: boolean,
): Promise<TAlbumLink> {
  const plan = await planAlbum(ctx, game, by);
  const ticket = await issueAlbumTicket(ctx, game.id, viaShare);
  return {
    url: `/api/album?by=${by}&ticket=${encodeURIComponent(ticket)}`,
    fileName: plan.fileName,
    photoCount: plan.photoCount,
    bytes: plan.bytes,
  };
}

/**
 * Results people keep: the results page's data (host, players, and anyone with the link while shared), the host's
 * sharing switch, and the photo album (a zip streamed from the media store as it is downloaded).
 */
export async function resultsPageRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, resultsApi.results, async (request): Promise<TResults> => {
    const viewer = await requireGameViewer(ctx, viewerTokensOf(request), request.params.code);
    return getResults(ctx, viewer.game, viewer.role);
  });

  route(app, resultsApi.sharing, async (request, _reply, declared): Promise<TResultsSharing> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, resultsApi.sharing.ability);
    const { shared } = declared.body();
    return setSharing(ctx, game, shared);
  });

  route(app, resultsApi.shared, async (request, reply): Promise<TResults> => {
    const game = await requireSharedGame(ctx, request.params.token);
    // The link is the credential: keep it out of other sites' Referer and out of shared caches.
    void reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer');
    return getResults(ctx, game, 'guest');
  });

  route(app, resultsApi.albumLink, async (request): Promise<TAlbumLink> => {
    const { game } = await requireGameViewer(ctx, viewerTokensOf(request), request.params.code);
    return albumLink(ctx, game, layoutOf(request.query), false);
  });

  route(app, resultsApi.sharedAlbumLink, async (request): Promise<TAlbumLink> => {
    const game = await requireSharedGame(ctx, request.params.token);
    return albumLink(ctx, game, layoutOf(request.query), true);
  });

  // The ticket rides in the query: a link in an <a download> carries no headers, and it is longer than a path
  // parameter may be.
  route(app, resultsApi.album, async (request, reply: FastifyReply) => {
    const by = layoutOf({ by: request.query.by });
    const ticket = await readAlbumTicket(ctx, request.query.ticket);
    const game = ticket ? await findGameById(ctx.db, ticket.gameId) : undefined;
    if (!ticket || !game || (ticket.viaShare && game.results_shared !== 1)) {
      throw notFound(ticket ? RESULTS_NOT_FOUND : 'This download link has expired. Please try again.');
    }
    const plan = await planAlbum(ctx, game, by);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Length', plan.bytes)
      .header('Content-Disposition', `attachment; filename="${plan.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('Referrer-Policy', 'no-referrer')
      .send(albumStream(plan));
  });
}
