import type { TAuthResponse } from '@picture-bingo/shared';
import { api, jsonAnswer } from '@/lib/api-client';

/** Exchanges a Google access token for our own session. */
export const loginWithGoogleToken = (token: string) =>
  api.post(
    '/auth/google',
    { token },
    { schema: jsonAnswer<TAuthResponse>(), errorMessage: 'Google login failed' },
  );
