import { ZClientConfig } from '@picture-bingo/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/config: what this server offers (Google sign-in, payment provider). Read by several features. */
export const getClientConfig = () =>
  api.get('/config', { schema: ZClientConfig, errorMessage: 'Failed to load the app configuration' });

export const clientConfigQueryOptions = queryOptions({
  queryKey: ['client-config'],
  queryFn: getClientConfig,
  // Fixed for the life of a server process.
  staleTime: Infinity,
});

export const useClientConfig = () => useQuery(clientConfigQueryOptions);
