import { ZCell } from '@picture-bingo/shared';
import { api } from '@/lib/api-client';

/**
 * POST /game/:code/cells/:playerId/:idx/hide: the host takes a photo off every screen at once (it waits in the
 * review queue). `tileKey` is the wall's `playerId:idx`; `image` the photo shown (its thumbnail).
 */
export function hidePhoto(code: string, tileKey: string, image: string) {
  const [playerId = '', idx = ''] = tileKey.split(':');
  return api.post(
    `/game/${encodeURIComponent(code)}/cells/${encodeURIComponent(playerId)}/${encodeURIComponent(idx)}/hide`,
    { image },
    { schema: ZCell, errorMessage: 'Failed to hide the photo' },
  );
}
