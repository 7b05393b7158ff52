import { chooseShareBase, type TShareBase } from '@/lib/share-links';
import { useClientConfig } from '@/lib/client-config';

/**
 * Where this page's shared links point (lib/share-links.ts), or null while the server's answer is on its way
 * (so no QR code for an address phones can't open is drawn first).
 */
export function useShareBase(): TShareBase | null {
  const config = useClientConfig();
  if (config.isPending) return null;
  return chooseShareBase(config.data?.links ?? null, window.location);
}
