import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from '@picture-bingo/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setSessionExpiredHandler } from './api-client';
import { getAccessToken, getRefreshToken, storeTokens } from './storage';

/**
 * A real HTTP server on a local port standing in for the API: GET /api/thing answers 200 to the current
 * access token and 401 to any other; POST /api/auth/refresh answers what `refreshAnswer` says. The client's
 * relative `/api/...` URLs are sent to it.
 */
let server: http.Server;
let base = '';
let currentToken = 'access-1';
let refreshAnswer: { status: number; body: unknown } = { status: 200, body: null };
const refreshBodies: unknown[] = [];
const thingAuth: string[] = [];
/** Answers of GET /api/thing held back until a test lets them go (to make requests overlap). */
let holdThings = 0;
let held: (() => void)[] = [];
let refreshDelayMs = 0;

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/api/auth/refresh' && req.method === 'POST') {
        refreshBodies.push(JSON.parse(text));
        setTimeout(() => json(res, refreshAnswer.status, refreshAnswer.body), refreshDelayMs);
        return;
      }
      if (req.url === '/api/thing' && req.method === 'GET') {
        const auth = req.headers.authorization ?? '';
        thingAuth.push(auth);
        const answer = () =>
          auth === `Bearer ${currentToken}`
            ? json(res, 200, { ok: true })
            : json(res, 401, { message: 'Authentication required', code: 'UNAUTHORIZED' });
        if (holdThings > 0) {
          holdThings--;
          held.push(answer);
          return;
        }
        return answer();
      }
      json(res, 404, { message: 'Not found', code: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const realFetch = globalThis.fetch;
const expired = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, base), init));
  setSessionExpiredHandler(expired);
  currentToken = 'access-2';
  refreshAnswer = { status: 200, body: { accessToken: 'access-2', refreshToken: 'refresh-2' } };
  refreshDelayMs = 0;
  refreshBodies.length = 0;
  thingAuth.length = 0;
  holdThings = 0;
  held = [];
  // The stored access token has expired on the server (it now only accepts access-2).
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionExpiredHandler(null);
  expired.mockReset();
});

const ZThing = z.object({ ok: z.boolean() });
const getThing = () => api.get('/thing', { schema: ZThing, errorMessage: 'Could not load the thing' });
/** Until `check` holds (the server answering is asynchronous). */
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('api client: 401 → refresh once → retry', () => {
  it('two requests refused at once share one refresh, and both are retried with the new token', async () => {
    holdThings = 2;
    refreshDelayMs = 100;
    const both = Promise.all([getThing(), getThing()]);
    // Both refusals go out together, so both requests see their 401 before any refresh has answered.
    await until(() => held.length === 2);
    for (const answer of held) answer();
    expect(await both).toEqual([{ ok: true }, { ok: true }]);
    expect(refreshBodies).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(thingAuth).toEqual(['Bearer access-1', 'Bearer access-1', 'Bearer access-2', 'Bearer access-2']);
    expect([getAccessToken(), getRefreshToken()]).toEqual(['access-2', 'refresh-2']);
    expect(expired).not.toHaveBeenCalled();
  });

  it('a request refused after another one already refreshed is retried without refreshing again', async () => {
    holdThings = 1;
    const late = getThing();
    await until(() => held.length === 1);
    // Another request meets the expired token, refreshes and succeeds while the first is still on its way.
    expect(await getThing()).toEqual({ ok: true });
    expect(refreshBodies).toHaveLength(1);
    held[0]();
    expect(await late).toEqual({ ok: true });
    // The rotated refresh token was not sent again (reusing it would revoke the session on the server).
    expect(refreshBodies).toEqual([{ refreshToken: 'refresh-1' }]);
  });

  it('a refresh the server cannot answer (5xx) keeps the session', async () => {
    refreshAnswer = { status: 503, body: { message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' } };
    const error = await getThing().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(refreshBodies).toHaveLength(1);
    // Still signed in: the tokens are kept for the next try, and nobody is sent to /login.
    expect([getAccessToken(), getRefreshToken()]).toEqual(['access-1', 'refresh-1']);
    expect(expired).not.toHaveBeenCalled();
  });

  it('a refresh refused for too many attempts (429) keeps the session too', async () => {
    refreshAnswer = { status: 429, body: { message: 'Too many requests', code: 'RATE_LIMITED' } };
    await expect(getThing()).rejects.toMatchObject({ status: 429 });
    expect([getAccessToken(), getRefreshToken()]).toEqual(['access-1', 'refresh-1']);
    expect(expired).not.toHaveBeenCalled();
  });

  it('a refused refresh token (401) ends the session', async () => {
    refreshAnswer = { status: 401, body: { message: 'Session expired', code: 'UNAUTHORIZED' } };
    await expect(getThing()).rejects.toMatchObject({ status: 401 });
    expect([getAccessToken(), getRefreshToken()]).toEqual([null, null]);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
