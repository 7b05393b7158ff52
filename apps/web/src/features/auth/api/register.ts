import type { TAuthResponse, TRegisterRequest } from '@picture-bingo/shared';
import { api, jsonAnswer } from '@/lib/api-client';

export const registerAccount = (input: TRegisterRequest) =>
  api.post('/auth/register', input, {
    schema: jsonAnswer<TAuthResponse>(),
    errorMessage: 'Registration failed',
  });
