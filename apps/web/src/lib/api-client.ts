import { z, ZApiError, ZRefreshResponse } from '@picture-bingo/shared';
import { noteServerDate } from './server-clock';
import { clearSession, getAccessToken, getRefreshToken, storeTokens } from './storage';
import { loadErrorTexts } from './error-text';

/** An error answer from the API (or no answer at all: status 0), with the text to show the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The seconds the server asks to wait before trying again (its Retry-After header), when it says. */
  readonly retryAfter?: number;

  constructor(status: number, code: string, message: string, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
  }
}

/** A Retry-After header's seconds (the server sends whole seconds; a date or anything else is left out). */
function retryAfterOf(header: string | null): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  const seconds = Number(header.trim());
  return seconds > 0 ? seconds : undefined;
}

/** Anything with a zod-like `parse`: every response body is checked before the app uses it. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

/** For endpoints that answer 204 No Content. */
export const noContent: ResponseParser<void> = { parse: () => undefined };

export interface RequestOptions<T> {
  schema: ResponseParser<T>;
  /** Shown when the server gives no message of its own (spec section 8). */
  errorMessage: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const API_URL = (import.meta.env.VITE_API_URL || '/api').replace(/\/+$/, '');

/** Calls that never trigger a token refresh: they either create a session or end one. */
const NO_REFRESH_PATHS = new Set([
  '/auth/login',
  '/auth/register',
  '/auth/google',
  '/auth/refresh',
  '/auth/logout',
]);

let onSessionExpired: (() => void) | null = null;

/** Registers what happens once a session can no longer be refreshed (the auth provider signs out). */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  onSessionExpired = handler;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function errorFromBody(
  status: number,
  body: unknown,
  fallback: string,
  retryAfter?: string | null,
): ApiError {
  const parsed = z.partial(ZApiError).safeParse(body);
  const message = parsed.success && parsed.data.message ? parsed.data.message : fallback;
  const code = parsed.success && parsed.data.code ? parsed.data.code : `HTTP_${status}`;
  return new ApiError(status, code, message, retryAfterOf(retryAfter ?? null));
}

// An error answer goes on once the words for refusals are loaded (error-text.ts), so whatever shows it has them.
async function toApiError(response: Response, fallback: string): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  await loadErrorTexts();
  return errorFromBody(response.status, body, fallback, response.headers.get('Retry-After'));
}

async function send<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions<T>,
  retried = false,
): Promise<T> {
  const callerAuth = options.headers?.Authorization !== undefined;
  const accessToken = callerAuth ? null : getAccessToken();
  // A form (a file upload) goes as multipart/form-data, its boundary set by the browser; anything else as JSON.
  const form = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      method,
      credentials: 'include',
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
        ...options.headers,
      },
      body: form ? body : body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', options.errorMessage);
  }
  noteServerDate(response.headers.get('Date'));

  // Only a request that carried our access token can be saved by refreshing it.
  if (response.status === 401 && accessToken && !retried && !NO_REFRESH_PATHS.has(path)) {
    // Refresh only if the stored token is still the one that failed: another request may already have
    // refreshed while this one was on its way (then just retry), or the session may have ended meanwhile.
    if (getAccessToken() === accessToken) await refreshAccessToken();
    if (getAccessToken()) return send(method, path, body, options, true);
  }
  if (!response.ok) throw await toApiError(response, options.errorMessage);

  try {
    return options.schema.parse(await readBody(response));
  } catch {
    throw new ApiError(response.status, 'INVALID_RESPONSE', options.errorMessage);
  }
}

let refreshInFlight: Promise<string> | null = null;

/**
 * Swaps the refresh token for a new pair. Refresh tokens rotate (reusing an old one revokes the session), so
 * concurrent callers share one in-flight request. A rejected or missing token ends the session; a network
 * failure or server outage does not, so a flaky connection cannot sign anyone out.
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= doRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function doRefresh(): Promise<string> {
  try {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new ApiError(401, 'NO_REFRESH_TOKEN', 'No refresh token available');
    const tokens = await send(
      'POST',
      '/auth/refresh',
      { refreshToken },
      {
        schema: ZRefreshResponse,
        errorMessage: 'Token refresh failed',
      },
    );
    storeTokens(tokens);
    return tokens.accessToken;
  } catch (error) {
    const rejected =
      error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
    if (rejected) endSession();
    throw error;
  }
}

function endSession(): void {
  clearSession();
  if (onSessionExpired) onSessionExpired();
  else window.location.assign('/login');
}

export interface UploadOptions<T> extends RequestOptions<T> {
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
}

function parseText(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A multipart upload with progress, which fetch cannot report: XMLHttpRequest. For player calls, which carry
 * their own `x-device-token` header, so no bearer token is added and no refresh is attempted. Aborting the
 * signal rejects with an AbortError.
 */
function upload<T>(method: 'PUT' | 'POST', path: string, body: FormData, options: UploadOptions<T>) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_URL}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      noteServerDate(xhr.getResponseHeader('Date'));
      const data = parseText(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        const retryAfter = xhr.getResponseHeader('Retry-After');
        void loadErrorTexts().then(() =>
          reject(errorFromBody(xhr.status, data, options.errorMessage, retryAfter)),
        );
        return;
      }
      try {
        resolve(options.schema.parse(data));
      } catch {
        reject(new ApiError(xhr.status, 'INVALID_RESPONSE', options.errorMessage));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', options.errorMessage));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** The one API client: JSON in and out, cookies and the bearer token sent, 401 → refresh once → retry. */
export const api = {
  get: <T>(path: string, options: RequestOptions<T>) => send('GET', path, undefined, options),
  post: <T>(path: string, body: unknown, options: RequestOptions<T>) => send('POST', path, body, options),
  put: <T>(path: string, body: unknown, options: RequestOptions<T>) => send('PUT', path, body, options),
  patch: <T>(path: string, body: unknown, options: RequestOptions<T>) => send('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions<T>) => send('DELETE', path, undefined, options),
  upload,
};
