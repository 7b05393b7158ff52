import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { isMediaKey } from '../../storage/media-store';

/**
 * GET /media/<key>.webp: stored photos, from whichever store is configured. Always WebP, never sniffed as
 * anything else, and cached for good (a key never names other bytes).
 */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { key: string } }>('/media/:key', async (request, reply) => {
    const { key } = request.params;
    const found = isMediaKey(key) ? await ctx.media.getStream(key) : null;
    if (!found) throw notFound('No such photo');
    return reply
      .header('Content-Type', 'image/webp')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', found.size)
      .send(found.stream);
  });
}
