import { TOAST_DURATION_MS } from '@picture-bingo/shared';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { subscribeToaster, toasterMounted, toasterWanted } from '@/lib/toast';

const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Tells `toast` that sonner's toaster (committed just before it, so already listening) is there. */
function Mounted() {
  useEffect(toasterMounted, []);
  return null;
}

/** Where toasts appear (an aria-live region): sonner's toaster, loaded and mounted with the first toast. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" duration={TOAST_DURATION_MS} visibleToasts={3} />
      <Mounted />
    </Suspense>
  );
}
