import { api, noContent } from '@/lib/api-client';

/** Ends the session on the server (revokes the refresh token's family). */
export const logoutSession = (refreshToken: string | null) =>
  api.post('/auth/logout', refreshToken ? { refreshToken } : {}, {
    schema: noContent,
    errorMessage: 'Logout failed',
  });
