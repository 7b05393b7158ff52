/**
 * The app's toasts (sonner), loaded with the first one: most visits never show a toast, so sonner stays out of
 * the first download. The same calls as sonner's `toast.success(message)` and so on. A toast asked for
 * before sonner is loaded and its `Toaster` (components/ui/toaster.tsx) listens waits, and is shown then. If
 * sonner cannot be loaded (the phone went offline), the waiting toasts are kept and loading is tried again when
 * the browser is back online: a failed download never takes the page down or loses the message.
 */
type ToastKind = 'success' | 'info' | 'warning' | 'error';
type Sonner = typeof import('sonner');

const listeners = new Set<() => void>();
const waiting: Array<[ToastKind, string]> = [];
let sonner: Sonner | null = null;
let loading = false;
let listening = false;

function notify() {
  for (const listener of listeners) listener();
}

function flush() {
  if (!sonner || !listening) return;
  for (const [kind, message] of waiting.splice(0)) sonner.toast[kind](message);
}

function load() {
  if (sonner || loading) return;
  loading = true;
  import('sonner').then(
    (module) => {
      sonner = module;
      notify();
    },
    () => {
      loading = false;
      window.addEventListener('online', load, { once: true });
    },
  );
}

/** For the `Toaster`: sonner once it is loaded (useSyncExternalStore). */
export const loadedSonner = () => sonner;

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the `Toaster` once sonner's toaster listens: the waiting toasts are shown. */
export function toasterMounted() {
  listening = true;
  flush();
}

function show(kind: ToastKind, message: string): void {
  waiting.push([kind, message]);
  if (sonner) flush();
  else load();
}

export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};
