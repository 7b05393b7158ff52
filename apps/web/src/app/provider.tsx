import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';

/**
 * App-wide providers that live outside the router (the auth provider lives inside it: it navigates). The query
 * client is made as the app starts (src/main.tsx), which asks for the first page's data before the first render.
 */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
