import { TOAST_DURATION_MS } from '@picture-bingo/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { loadedSonner, subscribeToaster, toasterMounted } from '@/lib/toast';

/** Tells `toast` that sonner's toaster (committed just before it, so already listening) is there. */
function Mounted() {
  useEffect(toasterMounted, []);
  return null;
}

/** Where toasts appear (an aria-live region): sonner's toaster, once the first toast has loaded sonner. */
export function Toaster() {
  const sonner = useSyncExternalStore(subscribeToaster, loadedSonner, () => null);
  if (!sonner) return null;
  return (
    <>
      <sonner.Toaster position="top-center" duration={TOAST_DURATION_MS} visibleToasts={3} />
      <Mounted />
    </>
  );
}
