import type { TSocketAuth } from '@picture-bingo/shared';
import { refreshAccessToken } from '@/lib/api-client';
import { getDeviceToken } from '@/lib/device';
import { getAccessToken } from '@/lib/storage';

export type GameRole = 'host' | 'player';

/** How close to its expiry an access token is refreshed before a handshake rather than sent. */
const EXPIRY_MARGIN_MS = 5_000;

/** When an access token expires (ms since the epoch), from its `exp`; null when it cannot be read. */
function expiresAt(token: string): number | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(payload)) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The host's access token for a handshake. The server closes a host socket when its token expires; the client
 * reconnects by itself, and this refreshes the token first rather than send the expired one.
 */
async function freshAccessToken(): Promise<string> {
  const token = getAccessToken();
  const expiry = token ? expiresAt(token) : null;
  if (token && expiry !== null && expiry - Date.now() > EXPIRY_MARGIN_MS) return token;
  // A failed refresh sends what is stored: the handshake is then refused and the channel handles the refusal.
  return refreshAccessToken().catch(() => getAccessToken() ?? '');
}

/** Which channel of a game a socket asks for: the game, whose it is, and what it is for. */
export interface ChannelTarget {
  code: string;
  role: GameRole;
  /** A player's screen that shows the whole game (gallery, standings): every player's cells, in batched frames. */
  watch: boolean;
  /** The host's big screen, which the server opens only for the roles that run the game. */
  screen: boolean;
}

/** A handshake's credentials, read on every (re)connection attempt, so a refreshed access token is the one sent. */
export function channelAuth(
  { code, role, watch, screen }: ChannelTarget,
  cb: (auth: TSocketAuth) => void,
): void {
  if (role === 'player') {
    const auth: TSocketAuth = { gameCode: code, deviceToken: getDeviceToken() ?? '' };
    return cb(watch ? { ...auth, watch } : auth);
  }
  void freshAccessToken().then((hostToken) => cb({ gameCode: code, hostToken, ...(screen && { screen }) }));
}
