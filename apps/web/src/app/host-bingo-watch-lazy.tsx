import { lazy, Suspense } from 'react';

// Loaded for a signed-in host only: a guest's phone never downloads it (nor the games list it reads).
const HostBingoWatch = lazy(async () => ({ default: (await import('./host-bingo-watch')).HostBingoWatch }));

/** HostBingoWatch (./host-bingo-watch.tsx), its code loaded when first rendered. */
export function LazyHostBingoWatch() {
  return (
    <Suspense fallback={null}>
      <HostBingoWatch />
    </Suspense>
  );
}
