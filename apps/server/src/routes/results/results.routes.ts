import {
  RESULTS_PAGE_MAX,
  ZGalleryQuery,
  ZResultsPageQuery,
  type TLeaderboard,
  type TPrizeAwarded,
  type TPrizeLineDecision,
  type TProgress,
} from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf, viewerTokensOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { parse } from '../../lib/validate';
import { requireHostGame } from '../../policies/game';
import { requireGameViewer } from '../../policies/viewer';
import { awardPrize, chooseWinner } from '../../services/results/choose-winner';
import { keepPrize, withdrawPrize } from '../../services/results/prize-line';
import {
  getGalleryJson,
  getProgress,
  type GalleryRequest,
  type PageRequest,
} from '../../services/results/get-results';
import { badRequest } from '../../errors';
import { resultsApi } from './results.api';
import { route } from '../register';

/**
 * The page asked for in ?offset&limit, or null (every player). Checked before anything is
 * read: a bad page is a 400 that changes nothing.
 */
function pageOf(query: unknown): PageRequest | null {
  const { offset, limit } = parse(ZResultsPageQuery, query);
  if (offset === undefined && limit === undefined) return null;
  const size = limit === undefined ? RESULTS_PAGE_MAX : Number(limit);
  if (size < 1 || size > RESULTS_PAGE_MAX)
    throw badRequest(`limit must be between 1 and ${RESULTS_PAGE_MAX}`);
  return { offset: offset === undefined ? 0 : Number(offset), limit: size };
}

/** What GET /game/:code/gallery asks for: one player's board (?player), a page, or every player (null). */
function galleryRequestOf(query: unknown): GalleryRequest | null {
  const { player, offset, limit } = parse(ZGalleryQuery, query);
  if (player === undefined) return pageOf({ offset, limit });
  if (offset !== undefined || limit !== undefined)
    throw badRequest('player cannot be asked for together with offset or limit');
  return { playerId: player };
}

/** The end of a game: the gallery and progress (host and players), and the host's choice of winner. */
export async function resultsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, resultsApi.gallery, async (request, reply): Promise<string> => {
    const page = galleryRequestOf(request.query);
    const viewer = await requireGameViewer(ctx, viewerTokensOf(request), request.params.code);
    // A TGallery, serialized by getGalleryJson (most of it kept serialized between requests).
    const json = await getGalleryJson(ctx, viewer.game, viewer, page);
    void reply.type('application/json; charset=utf-8');
    return json;
  });

  route(app, resultsApi.progress, async (request): Promise<TProgress> => {
    const page = pageOf(request.query);
    const { game } = await requireGameViewer(ctx, viewerTokensOf(request), request.params.code);
    return getProgress(ctx, game, page);
  });

  route(app, resultsApi.winner, async (request, _reply, declared): Promise<TLeaderboard> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, resultsApi.winner.ability);
    const { playerId } = declared.body();
    return chooseWinner(ctx, game, playerId, userId);
  });

  route(app, resultsApi.prize, async (request, _reply, declared): Promise<TPrizeAwarded> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, resultsApi.prize.ability);
    const { playerId } = declared.body();
    return awardPrize(ctx, game, playerId, userId);
  });

  // A prize whose winner's card lost its line: whoever runs the game keeps it or withdraws it.
  route(app, resultsApi.keepPrize, async (request, _reply, declared): Promise<TPrizeLineDecision> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, resultsApi.keepPrize.ability);
    const { playerId } = declared.body();
    return keepPrize(ctx, game, { place: request.params.place, playerId, by: userId });
  });

  route(app, resultsApi.withdrawPrize, async (request, _reply, declared): Promise<TPrizeLineDecision> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, resultsApi.withdrawPrize.ability);
    const { playerId } = declared.body();
    return withdrawPrize(ctx, game, { place: request.params.place, playerId, by: userId });
  });
}
