import { isLocalOnlyHost, type TShareLinks } from '@picture-bingo/shared';

/** Why phones could not open the links shown, in the host's words (share-link-warning.tsx). */
export type TShareLinkProblem = 'public-url-local' | 'server-local-only' | 'no-network-address';

export interface TShareBase {
  /** The origin every shared link starts with (`https://bingo.example.com`, `http://192.168.1.5:3000`). */
  origin: string;
  /** Set when no phone could open that origin. */
  problem: TShareLinkProblem | null;
}

/**
 * The origin of the links the host shares (join link, QR code, "Join at", shared results): PUBLIC_URL when the
 * server has one; else the page's own origin unless it is this computer only (a host at
 * http://192.168.1.5:3000 already uses an address phones reach); else the server's first network address.
 * `links` is null when the server's answer could not be had.
 */
export function chooseShareBase(
  links: TShareLinks | null,
  page: { origin: string; hostname: string },
): TShareBase {
  if (links?.joinBase) {
    const local = isLocalOnlyHost(new URL(links.joinBase).hostname);
    return { origin: links.joinBase, problem: local ? 'public-url-local' : null };
  }
  if (!isLocalOnlyHost(page.hostname)) return { origin: page.origin, problem: null };
  if (links?.loopbackOnly) return { origin: page.origin, problem: 'server-local-only' };
  const network = links?.networkAddresses[0];
  return network
    ? { origin: network, problem: null }
    : { origin: page.origin, problem: 'no-network-address' };
}
