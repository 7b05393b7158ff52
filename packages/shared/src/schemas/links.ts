import { z } from '../zod-config';

/**
 * What the server knows about the addresses of the links the app shows and shares (join links, QR codes, the big
 * screen's "Join at", shared results). Never taken from a request's headers: from PUBLIC_URL, or from this
 * machine's own network interfaces.
 */
export const ZShareLinks = z.object({
  /** PUBLIC_URL (no trailing slash) when set: every shared link starts with it. */
  joinBase: z.nullable(z.string()),
  /**
   * Without PUBLIC_URL: this machine's origins on the local network (`http://192.168.1.5:3000`), the likeliest
   * first. Empty when the server found none or listens on this computer only.
   */
  networkAddresses: z.array(z.string()),
  /** Without PUBLIC_URL: the server listens on a loopback address only (HOST=127.0.0.1): no phone reaches it. */
  loopbackOnly: z.boolean(),
});
export type TShareLinks = z.infer<typeof ZShareLinks>;

/**
 * A host name no other device can open: `localhost` (and `*.localhost`), 127.0.0.0/8, `::1` (also as an
 * IPv4-mapped address) and the unspecified `0.0.0.0` / `::`. Takes a URL's `hostname` (IPv6 in brackets or not).
 */
export function isLocalOnlyHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (/^127(\.\d{1,3}){3}$/.test(host) || host === '0.0.0.0') return true;
  if (host === '::' || host === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(host)) return true;
  // IPv4-mapped loopback, as typed (::ffff:127.0.0.1) or as URL writes it (::ffff:7f00:1).
  return /^::ffff:(127(\.\d{1,3}){3}|7f[0-9a-f]{2}:[0-9a-f]{1,4})$/.test(host);
}
