import multipart from '@fastify/multipart';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, type TEventLook } from '@picture-bingo/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { AppError, badRequest, tooLarge } from '../../errors';
import { processImage } from '../../images/process-image';
import { requireHostGame } from '../../policies/game';
import { removeLogo, setAccentColour, setLogo } from '../../services/games/set-event-look';
import { gamesApi } from './games.api';
import { route } from '../register';

const CHOOSE_LOGO = 'Choose an image for the logo';
/** Room for the multipart boundaries and part headers around a logo of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

type CodeParams = { Params: { code: string } };

/** Who may change a game's look: the people who run it (owner and co-hosts); a moderator gets 403. */
const requireLookGame = async (ctx: AppContext, request: FastifyRequest<CodeParams>) => {
  const { userId } = await requireHost(ctx, hostTokenOf(request));
  return { userId, game: await requireHostGame(ctx.db, userId, request.params.code, 'run') };
};

/** Multipart errors in the host's words: too large, or not one image. */
function logoUploadError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const code = 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(LOGO_TOO_LARGE);
  return badRequest(CHOOSE_LOGO);
}

/**
 * The event's look: its accent colour (PATCH …/look) and its logo (PUT and DELETE …/look/logo). Its own plugin:
 * multipart parsing applies to the logo's route only. The logo goes through the photos' image pipeline
 * (processImage): checked by its signature and header, refused when too large or not an image, re-encoded.
 */
export async function eventLookRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 32 },
  });

  route(app, gamesApi.updateLook, async (request, _reply, declared): Promise<TEventLook> => {
    const { game } = await requireLookGame(ctx, request);
    const { accent } = declared.body();
    return setAccentColour(ctx, game, accent);
  });

  route(
    app,
    gamesApi.putLogo,
    {
      onRequest: async (request) => {
        const length = Number(request.headers['content-length']);
        if (Number.isFinite(length) && length > LOGO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
          throw tooLarge(LOGO_TOO_LARGE);
        }
      },
    },
    async (request): Promise<TEventLook> => {
      const { userId, game } = await requireLookGame(ctx, request);
      let buffer: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'logo') throw badRequest(CHOOSE_LOGO);
        buffer = await file.toBuffer();
        if (file.file.truncated) throw tooLarge(LOGO_TOO_LARGE);
      } catch (error) {
        throw logoUploadError(error);
      }
      if (buffer.length === 0) throw badRequest(CHOOSE_LOGO);
      const processed = await processImage(buffer, `host:${userId}`);
      return setLogo(ctx, game, processed);
    },
  );

  route(app, gamesApi.deleteLogo, async (request): Promise<TEventLook> => {
    const { game } = await requireLookGame(ctx, request);
    return removeLogo(ctx, game);
  });
}
