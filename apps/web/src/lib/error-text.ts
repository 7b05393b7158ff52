import { useEffect, useState } from 'react';

type ErrorTexts = typeof import('./error-texts');

const UNKNOWN = 'An unknown error occurred';
let texts: ErrorTexts | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the words for refusals (error-texts.ts, a chunk of its own: no page's first download carries them). The API
 * client loads them before it hands an error answer on, so a screen showing one has them; a screen naming a code
 * without a server message calls this (or useErrorTexts) first. Never rejects: offline, the server's words stand.
 */
export function loadErrorTexts(): Promise<void> {
  loading ??= import('./error-texts').then(
    (module) => {
      texts = module;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/**
 * Whether the words are loaded, loading them: a screen naming a code with no server message shows it once this is
 * true (offline, once the load failed: the screen then shows what errorText has).
 */
export function useErrorTexts(): boolean {
  const [ready, setReady] = useState(() => texts !== undefined);
  useEffect(() => {
    if (!ready) void loadErrorTexts().then(() => setReady(true));
  }, [ready]);
  return ready;
}

/** The code an error carries: an API answer's `code`, or a refused socket handshake's `data.code`. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, data } = error as { code?: unknown; data?: { code?: unknown } };
  if (typeof code === 'string') return code;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/**
 * The text shown for a refusal: its code's words (error-texts.ts), else the server's message, else the table's
 * default. Before the words are loaded: the server's message (the table's English for a code's own refusal).
 */
export function errorText(code: string | null | undefined, message?: string | null): string {
  if (texts) return texts.wordsFor(code, message);
  return message || UNKNOWN;
}
