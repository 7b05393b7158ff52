/** One HTTP request as the API client makes it; `url` is a path under the server's origin (`/api/...`). */
export interface ApiRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** What the client needs of an answer. */
export interface ApiAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  text: string;
}

/**
 * How requests reach the server: `fetch` to a listening server (benchmarks, the fault tests), Fastify's inject
 * (the server's in-process tests) or Playwright's request context (e2e). Redirects are never followed.
 */
export type Transport = (request: ApiRequest) => Promise<ApiAnswer>;

/** An answer with a status other than the one expected. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(message);
  }
}

/**
 * `fetch` to the server at `base`; a request hung for `timeoutMs` fails instead of hanging its caller (null: no
 * limit, for load generators that measure slow answers).
 */
export function fetchTransport(base: string, timeoutMs: number | null = 30_000): Transport {
  return async ({ method, url, headers, body }) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      // A copy the DOM typings accept (a Uint8Array over a plain ArrayBuffer).
      body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
      redirect: 'manual',
      signal: timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs),
    });
    const answerHeaders: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      answerHeaders[name] = value;
    });
    return { status: res.status, headers: answerHeaders, text: await res.text() };
  };
}
