import { z } from 'zod';

const ZTokenInfo = z.object({
  aud: z.string().optional(),
  azp: z.string().optional(),
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  expires_in: z.union([z.number(), z.string()]).optional(),
});

export interface GoogleIdentity {
  sub: string;
  email: string;
}

export type GoogleVerifier = (accessToken: string) => Promise<GoogleIdentity | null>;

/**
 * Asks Google's tokeninfo endpoint about an access token and accepts it only when it was issued to our
 * client id, is unexpired and carries a verified e-mail.
 */
export function createGoogleVerifier(clientId: string, tokenInfoUrl: string): GoogleVerifier {
  return async (accessToken) => {
    const url = new URL(tokenInfoUrl);
    url.searchParams.set('access_token', accessToken);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch {
      return null;
    }
    if (!response.ok) return null;
    const parsed = ZTokenInfo.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return null;
    const info = parsed.data;
    if (info.aud !== clientId && info.azp !== clientId) return null;
    if (info.expires_in !== undefined && Number(info.expires_in) <= 0) return null;
    const verified = info.email_verified === true || info.email_verified === 'true';
    if (!info.email || !verified) return null;
    return { sub: info.sub, email: info.email.toLowerCase() };
  };
}
