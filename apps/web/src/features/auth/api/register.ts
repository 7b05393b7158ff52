import { ZAuthResponse, type TRegisterRequest } from '@picture-bingo/shared';
import { api } from '@/lib/api-client';

export const registerAccount = (input: TRegisterRequest) =>
  api.post('/auth/register', input, { schema: ZAuthResponse, errorMessage: 'Registration failed' });
