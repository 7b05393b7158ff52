import { useState } from 'react';
import { AppProvider } from './provider';
import { AppRouter, AppRoutes, createAppHistory } from './router';

export function App() {
  const [history] = useState(createAppHistory);
  return (
    <AppProvider>
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </AppProvider>
  );
}
