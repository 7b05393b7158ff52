import type { TUser } from '@picture-bingo/shared';
import { clearSession, getAccessToken, getRefreshToken, getStoredUserText } from '@/lib/storage';

/**
 * Storage outlives app versions and anyone can edit it, so the stored user is checked field by field (the
 * shape of `ZUser`; a few lines here keep the schema library out of every page's first download).
 */
function isUser(value: unknown): value is TUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<Record<keyof TUser, unknown>>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.hasPassword === 'boolean' &&
    typeof user.hasGoogle === 'boolean' &&
    typeof user.createdAt === 'string'
  );
}

function parseUser(text: string): TUser | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!isUser(value)) return null;
    const { id, email, hasPassword, hasGoogle, createdAt } = value;
    return { id, email, hasPassword, hasGoogle, createdAt };
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
