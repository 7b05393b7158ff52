import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { isMediaKey } from '../../storage/media-store';
import { mediaApi } from './media.api';
import { route } from '../register';

/**
 * A key never names other bytes, so a browser may keep a photo without asking again; but only the browser
 * (`private`): a photo can be deleted (its player removed, its game cancelled, the host's rejection), and a shared
 * cache (CDN, proxy) in front of the server would keep serving it to anyone with the link.
 */
const MEDIA_CACHE_CONTROL = 'private, max-age=604800, immutable';

/**
 * GET /media/<key>.webp: stored photos, from whichever store is configured. Always WebP, never sniffed. A
 * removed player's photos answer 404 like a missing file.
 */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, mediaApi.photo, async (request, reply) => {
    const { key } = request.params;
    // A removed player's photos are withheld until an undo (or deleted when the game ends).
    const found =
      isMediaKey(key) && !(await ctx.withheldMedia.isWithheld(key)) ? await ctx.media.getStream(key) : null;
    if (!found) throw notFound('No such photo');
    return reply
      .header('Content-Type', 'image/webp')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', MEDIA_CACHE_CONTROL)
      .header('Content-Length', found.size)
      .send(found.stream);
  });
}
