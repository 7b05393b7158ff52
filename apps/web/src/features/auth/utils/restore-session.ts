import { ZUser, type TUser } from '@picture-bingo/shared';
import { clearSession, getAccessToken, getRefreshToken, getStoredUserText } from '@/lib/storage';

function parseUser(text: string): TUser | null {
  try {
    const parsed = ZUser.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user from browser storage (spec section 4): restored only when the access token, the refresh
 * token and a readable user are all there. Anything less is cleared, so no half session lingers.
 */
export function restoreSession(): TUser | null {
  const accessToken = getAccessToken();
  const refreshToken = getRefreshToken();
  const userText = getStoredUserText();
  const user = accessToken && refreshToken && userText ? parseUser(userText) : null;
  if (!user && (accessToken || refreshToken || userText)) clearSession();
  return user;
}
