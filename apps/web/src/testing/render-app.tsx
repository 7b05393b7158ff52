import type { TClientConfig, TUser } from '@picture-bingo/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { AppRouter, AppRoutes } from '@/app/router';
import { clientConfigQueryOptions } from '@/lib/client-config';
import { storeSession } from '@/lib/storage';

export const testUser: TUser = {
  id: 'u1',
  email: 'host@example.com',
  hasPassword: true,
  hasGoogle: false,
  createdAt: '2025-01-15T10:00:00.000Z',
};

/** Puts a signed-in session in storage, as a previous visit would have left it. */
export function seedSession(user: TUser = testUser): void {
  storeSession({ accessToken: 'access', refreshToken: 'refresh', user });
}

/**
 * Renders the real route tree at `path`. The client config is known up front (as if already fetched) so
 * screens render without a server; nothing else is faked. `history.location` is where the router is (the
 * page on screen follows it once rendered).
 */
export function renderApp(
  path: string,
  config: TClientConfig = {
    googleClientId: null,
    paymentProvider: 'local',
    links: { joinBase: null, networkAddresses: [], loopbackOnly: false },
  },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(clientConfigQueryOptions.queryKey, config);
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </QueryClientProvider>,
  );
  return { ...view, history };
}
