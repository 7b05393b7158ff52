import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppProvider } from './provider';
import { AppRouter, AppRoutes, createAppHistory } from './router';

export function App({ client }: { client: QueryClient }) {
  const [history] = useState(createAppHistory);
  return (
    <AppProvider client={client}>
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </AppProvider>
  );
}
