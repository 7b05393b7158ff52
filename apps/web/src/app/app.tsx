import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LocaleRoot } from '@/lib/i18n/locale-root';
import { AppProvider } from './provider';
import { AppRouter, AppRoutes, createAppHistory } from './router';

export function App({ client }: { client: QueryClient }) {
  const [history] = useState(createAppHistory);
  return (
    <AppProvider client={client}>
      <LocaleRoot>
        <AppRouter history={history}>
          <AppRoutes />
        </AppRouter>
      </LocaleRoot>
    </AppProvider>
  );
}
