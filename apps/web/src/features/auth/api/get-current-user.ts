import { z, ZAuthResponse } from '@picture-bingo/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /auth/me answers `{ user }`. */
const ZMeResponse = z.pick(ZAuthResponse, { user: true });

export const getCurrentUser = async () => {
  const { user } = await api.get('/auth/me', {
    schema: ZMeResponse,
    errorMessage: 'Failed to load your account',
  });
  return user;
};

export const currentUserQueryOptions = queryOptions({ queryKey: ['auth', 'me'], queryFn: getCurrentUser });

/** The signed-in account as the server has it now (a Google account may have been linked since sign-in). */
export const useCurrentUser = () => useQuery(currentUserQueryOptions);
