import { m } from '@/lib/i18n/messages';

/** The spec's text for an initiate answer that does not say where to send the browser (English; shown translated). */
export const CHECKOUT_URL_MISSING = 'Checkout URL not found in response';

const missing = () => new Error(m.pay_checkout_url_missing());

/**
 * Where to send the browser from an initiate answer: its checkout `url`, if it has an `id` and the url is a
 * web address (never `javascript:` or the like). Relative urls are read against `base`.
 */
export function checkoutUrlFrom(response: { id?: string; url?: string }, base: string): string {
  if (!response.id || !response.url) throw missing();
  let url: URL;
  try {
    url = new URL(response.url, base);
  } catch {
    throw missing();
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw missing();
  return url.href;
}
