import { ZAuthResponse, type TLoginRequest } from '@picture-bingo/shared';
import { api } from '@/lib/api-client';

export const loginWithPassword = (input: TLoginRequest) =>
  api.post('/auth/login', input, { schema: ZAuthResponse, errorMessage: 'Login failed' });
