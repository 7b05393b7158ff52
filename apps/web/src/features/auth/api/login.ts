import type { TAuthResponse, TLoginRequest } from '@picture-bingo/shared';
import { api, jsonAnswer } from '@/lib/api-client';

export const loginWithPassword = (input: TLoginRequest) =>
  api.post('/auth/login', input, { schema: jsonAnswer<TAuthResponse>(), errorMessage: 'Login failed' });
