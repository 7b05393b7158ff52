/**
 * The app's toasts (sonner), loaded with the first one: most visits never show a toast, so sonner stays out of
 * the first download (issue 8). The same calls as sonner's `toast.success(message)` and so on; the `Toaster`
 * (components/ui/toaster.tsx) mounts on the first call, and the toast is shown once it listens.
 */
type ToastKind = 'success' | 'info' | 'warning' | 'error';

const listeners = new Set<() => void>();
let wanted = false;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** For the `Toaster`: whether a toast was asked for yet (useSyncExternalStore). */
export const toasterWanted = () => wanted;

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the `Toaster` once sonner's toaster listens. */
export const toasterMounted = () => markMounted();

function show(kind: ToastKind, message: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => toast[kind](message));
}

export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};
