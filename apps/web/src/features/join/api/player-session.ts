import {
  DEVICE_ID_REQUIRED,
  NO_DEVICE_TOKEN,
  NOT_AUTHENTICATED,
  PLAYER_SESSION_INVALID,
  type TPlayerSession,
  ZPlayerSession,
} from '@picture-bingo/shared';
import { api, ApiError } from '@/lib/api-client';
import { getDeviceId, getDeviceToken, storeDeviceToken } from '@/lib/device';
import { getAccessToken } from '@/lib/storage';

/** POST /player/session: an anonymous session bound to this device (spec section 7). */
export function createPlayerSession(deviceId: string | null = getDeviceId()): Promise<TPlayerSession> {
  if (!deviceId) return Promise.reject(new ApiError(400, 'DEVICE_ID_REQUIRED', DEVICE_ID_REQUIRED));
  return api.post('/player/session', undefined, {
    schema: ZPlayerSession,
    errorMessage: 'Failed to create player session',
    headers: { 'x-device-id': deviceId },
  });
}

/** POST /player/session/authenticated: the same, tied to the signed-in user (the client adds the bearer token). */
export function createAuthenticatedPlayerSession(
  deviceId: string | null = getDeviceId(),
): Promise<TPlayerSession> {
  if (!getAccessToken()) {
    return Promise.reject(new ApiError(401, 'NOT_AUTHENTICATED', NOT_AUTHENTICATED));
  }
  if (!deviceId) return Promise.reject(new ApiError(400, 'DEVICE_ID_REQUIRED', DEVICE_ID_REQUIRED));
  return api.post('/player/session/authenticated', undefined, {
    schema: ZPlayerSession,
    errorMessage: 'Failed to create authenticated player session',
    headers: { 'x-device-id': deviceId },
  });
}

/** POST /player/session/validate with the device token as bearer. */
export function validatePlayerSession(token: string | null = getDeviceToken()): Promise<TPlayerSession> {
  if (!token) return Promise.reject(new ApiError(401, 'NO_DEVICE_TOKEN', NO_DEVICE_TOKEN));
  return api.post('/player/session/validate', undefined, {
    schema: ZPlayerSession,
    errorMessage: PLAYER_SESSION_INVALID,
    headers: { Authorization: `Bearer ${token}` },
  });
}

const isRejected = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Makes sure this device holds a working player session: the stored token if the server still accepts it,
 * otherwise a new one (tied to the account when signed in, anonymous if that fails). Network failures throw.
 */
export async function ensurePlayerSession(): Promise<TPlayerSession> {
  if (getDeviceToken()) {
    try {
      const session = await validatePlayerSession();
      storeDeviceToken(session.token);
      return session;
    } catch (error) {
      if (!isRejected(error)) throw error;
    }
  }
  const session = getAccessToken()
    ? await createAuthenticatedPlayerSession().catch(() => createPlayerSession())
    : await createPlayerSession();
  storeDeviceToken(session.token);
  return session;
}
