import { GOOGLE_LOGIN_FAILED, ZAuthResponse } from '@picture-bingo/shared';
import { api } from '@/lib/api-client';

/** Exchanges a Google access token for our own session. */
export const loginWithGoogleToken = (token: string) =>
  api.post('/auth/google', { token }, { schema: ZAuthResponse, errorMessage: GOOGLE_LOGIN_FAILED });
