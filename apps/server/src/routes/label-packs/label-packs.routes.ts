import type { TLabelPack } from '@picture-bingo/shared/label-pack';
import type { FastifyInstance } from 'fastify';
import { labelPacksApi } from './label-packs.api';
import { route } from '../register';

/** How long browsers and proxies may keep the packs: they only change with a new release. */
export const LABEL_PACKS_CACHE_CONTROL = 'public, max-age=3600';

/** GET /label-packs: the built-in label packs (validated at start-up), the same for everyone. */
export async function labelPackRoutes(app: FastifyInstance, packs: readonly TLabelPack[]) {
  route(app, labelPacksApi.list, async (_request, reply): Promise<readonly TLabelPack[]> => {
    reply.header('Cache-Control', LABEL_PACKS_CACHE_CONTROL);
    return packs;
  });
}
